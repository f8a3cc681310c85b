[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8189]
[New LWP 8190]
[New LWP 8191]
[New LWP 8192]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
[New LWP 8306]
[New LWP 8371]
[New LWP 8372]
[New LWP 8373]
[New LWP 8374]
[New LWP 8375]
[New LWP 8376]
[New LWP 8377]
[New LWP 8378]
[New LWP 8379]
[New LWP 8380]
[New LWP 8381]
[New LWP 8382]
[New LWP 8383]
[New LWP 8384]
[New LWP 8385]
[New LWP 8386]
[New LWP 8387]
[New LWP 8388]
[New LWP 8389]
[New LWP 8390]
[New LWP 8391]
[New LWP 8392]
[New LWP 8393]
[New LWP 8394]
[New LWP 8395]
[New LWP 8396]
[New LWP 8397]
[New LWP 8398]
[New LWP 8399]
[New LWP 8400]
[New LWP 8401]
[New LWP 8402]
[New LWP 8403]
[New LWP 8404]
[New LWP 8405]
[New LWP 8406]
[New LWP 8407]
[New LWP 8408]
[New LWP 8409]
[New LWP 8410]
[New LWP 8411]
[New LWP 8412]
[New LWP 8413]
[New LWP 8414]
[New LWP 8415]
[New LWP 8416]
[New LWP 8417]
[New LWP 8418]
[New LWP 8419]
[New LWP 8420]
[New LWP 8421]
[New LWP 8422]
[New LWP 8423]
[New LWP 8424]
[New LWP 8425]
[New LWP 8426]
[New LWP 8427]
[New LWP 8428]
[New LWP 8429]
[New LWP 8430]
[New LWP 8431]
[New LWP 8432]
[New LWP 8433]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
#0  futex_wait (private=0, expected=2, futex_word=0x55f204c65700) at ../sysdeps/nptl/futex-internal.h:146
#1  __GI___lll_lock_wait (futex=futex@entry=0x55f204c65700, private=0) at ./nptl/lowlevellock.c:49
#2  0x00007fa38f0aa601 in ___pthread_mutex_lock (mutex=0x55f204c65700) at ./nptl/pthread_mutex_lock.c:153
#3  0x000055f1eac7d683 in tc_acquire_table(THD*, TDC_element*) ()
#4  0x000055f1eac7e60d in tdc_acquire_share(THD*, TABLE_LIST*, unsigned int, TABLE**) ()
#5  0x000055f1eaa43b51 in open_table(THD*, TABLE_LIST*, Open_table_context*) ()
#6  0x000055f1eaa4745a in open_tables(THD*, DDL_options_st const&, TABLE_LIST**, unsigned int*, unsigned int, Prelocking_strategy*) ()
#7  0x000055f1eaa48195 in open_and_lock_tables(THD*, DDL_options_st const&, TABLE_LIST*, bool, unsigned int, Prelocking_strategy*) ()
#8  0x000055f1eaaa9a5d in ?? ()
#9  0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#10 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055f1eaadbaa5 in ?? ()
#13 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055f1eaabd61f in do_command(THD*, bool) ()
#16 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055f1eabd4e1d in handle_one_connection ()
#18 0x000055f1eaeff647 in ?? ()
#19 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35af1b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
#0  ___pthread_mutex_lock (mutex=<optimized out>) at ./nptl/pthread_mutex_lock.c:167
#1  0x000055f1eac7e408 in tc_release_table(TABLE*) ()
#2  0x000055f1eaa41e9b in close_thread_tables(THD*) ()
#3  0x000055f1eaab3cb6 in mysql_execute_command(THD*, bool) ()
#4  0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#5  0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#6  0x000055f1eaadbaa5 in ?? ()
#7  0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#8  0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#9  0x000055f1eaabd61f in do_command(THD*, bool) ()
#10 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#11 0x000055f1eabd4e1d in handle_one_connection ()
#12 0x000055f1eaeff647 in ?? ()
#13 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#14 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35afb1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77a3602466b8, fd=111) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=111, buf=0x77a3602466b8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37005d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3700f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37013e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3701d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37021f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a33c235e28, fd=103) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=103, buf=0x77a33c235e28, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3702b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3703e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37042c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a354165688, fd=94) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=94, buf=0x77a354165688, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34813e158, fd=92) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=92, buf=0x77a34813e158, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3706cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37071a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3707b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7fa3740a0248, fd=84) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=84, buf=0x7fa3740a0248, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37807a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3780c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3680a8418, fd=81) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=81, buf=0x77a3680a8418, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a35c097c78, fd=80) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=80, buf=0x77a35c097c78, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3781a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3781f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37823c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3782d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3540270a8, fd=74) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=74, buf=0x77a3540270a8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3783b3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3783fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34039c368, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77a34039c368, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37852a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3785c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384060928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3840ab928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3840f6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384141928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a348009598, fd=60) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=60, buf=0x77a348009598, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3841d7928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384222928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a344008ab8, fd=57) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=57, buf=0x77a344008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x55f2054a12f8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x55f2054a12f8, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055f1ea9eac13 in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384303928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a33c008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x77a33c008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384399928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x77a35b7fe6c0 (LWP 8306) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35b7fdcb0, op=137, expected=0, futex_word=0x55f204d34108) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d34108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d34108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d340e0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3402d64c8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x77a3402d64c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77a35bfff6c0 (LWP 8192) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35bffecb0, op=137, expected=0, futex_word=0x55f204d3406c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d3406c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d3406c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34040, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x77a370ffd6c0 (LWP 8190) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a370ffccb0, op=137, expected=0, futex_word=0x55f204d33fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33fa0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77a3717fe6c0 (LWP 8189) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a3717fdcb0, op=137, expected=0, futex_word=0x55f204d33f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33f00, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x77a371fff6c0 (LWP 8188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a371ffecb0, op=137, expected=0, futex_word=0x55f204d33e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33e60, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fa3850f16c0 (LWP 8187) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa3850f0d30, op=393, expected=0, futex_word=0x55f1ebab4728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa3850f0d30, clockid=0, mutex=0x55f1ebab4680, cond=0x55f1ebab4700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ebab4700, mutex=0x55f1ebab4680, abstime=0x7fa3850f0d30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eb0adbcf in ?? ()
#6  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fa3858f26c0 (LWP 8186) "mariadbd"):
#0  0x00007fa38fc889f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fa38fc88c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055f1eb1205b2 in ?? ()
#3  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fa3865146c0 (LWP 8185) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa386513d00, op=393, expected=0, futex_word=0x55f1ec3997c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa386513d00, clockid=0, mutex=0x55f1ec3997e0, cond=0x55f1ec3997a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec3997a0, mutex=0x55f1ec3997e0, abstime=0x7fa386513d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eae9f59d in ?? ()
#6  0x000055f1eae98135 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa38faa1d50, clockid=0, mutex=0x55f1ec4269e0, cond=0x55f1ec4269a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec4269a0, mutex=0x55f1ec4269e0, abstime=0x7fa38faa1d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eb17ef8d in ?? ()
#6  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fa38faa5880 (LWP 8178) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1ea9bc94f in handle_connections_sockets() ()
#2  0x000055f1ea9bdd98 in mysqld_main(int, char**) ()
#3  0x00007fa38f04524a in __libc_start_call_main (main=main@entry=0x55f1ea9695c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7fff306e83b8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fa38f045305 in __libc_start_main_impl (main=0x55f1ea9695c0 <main>, argc=11, argv=0x7fff306e83b8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7fff306e83a8) at ../csu/libc-start.c:360
#5  0x000055f1ea9b1ec1 in _start ()
[Inferior 1 (process 8178) detached]
TS 393896466.1796020412 2026-11-30 06:33:32
[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8189]
[New LWP 8190]
[New LWP 8191]
[New LWP 8192]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
[New LWP 8306]
[New LWP 8371]
[New LWP 8372]
[New LWP 8373]
[New LWP 8374]
[New LWP 8375]
[New LWP 8376]
[New LWP 8377]
[New LWP 8378]
[New LWP 8379]
[New LWP 8380]
[New LWP 8381]
[New LWP 8382]
[New LWP 8383]
[New LWP 8384]
[New LWP 8385]
[New LWP 8386]
[New LWP 8387]
[New LWP 8388]
[New LWP 8389]
[New LWP 8390]
[New LWP 8391]
[New LWP 8392]
[New LWP 8393]
[New LWP 8394]
[New LWP 8395]
[New LWP 8396]
[New LWP 8397]
[New LWP 8398]
[New LWP 8399]
[New LWP 8400]
[New LWP 8401]
[New LWP 8402]
[New LWP 8403]
[New LWP 8404]
[New LWP 8405]
[New LWP 8406]
[New LWP 8407]
[New LWP 8408]
[New LWP 8409]
[New LWP 8410]
[New LWP 8411]
[New LWP 8412]
[New LWP 8413]
[New LWP 8414]
[New LWP 8415]
[New LWP 8416]
[New LWP 8417]
[New LWP 8418]
[New LWP 8419]
[New LWP 8420]
[New LWP 8421]
[New LWP 8422]
[New LWP 8423]
[New LWP 8424]
[New LWP 8425]
[New LWP 8426]
[New LWP 8427]
[New LWP 8428]
[New LWP 8429]
[New LWP 8430]
[New LWP 8431]
[New LWP 8432]
[New LWP 8433]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35aed0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35af1b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35af66928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a35c1fb208, fd=112) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=112, buf=0x77a35c1fb208, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35affc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37005d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a348254b08, fd=108) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=108, buf=0x77a348254b08, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34c2585d8, fd=107) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=107, buf=0x77a34c2585d8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34018b078, fd=106) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=106, buf=0x77a34018b078, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3701d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37021f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37026a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x55f2056e6758, fd=102) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=102, buf=0x55f2056e6758, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
#0  0x000055f1eb1c5992 in my_convert ()
#1  0x000055f1eab5744c in String::copy(char const*, unsigned long, charset_info_st const*, charset_info_st const*, unsigned int*) ()
#2  0x000055f1ea9ea6f3 in Protocol::net_store_data_cs(unsigned char const*, unsigned long, charset_info_st const*, charset_info_st const*) ()
#3  0x000055f1eacda0e2 in Field_longstr::send(Protocol*) ()
#4  0x000055f1ea9ebe54 in Protocol::send_result_set_row(List<Item>*) ()
#5  0x000055f1eaa5f153 in select_send::send_data(List<Item>&) ()
#6  0x000055f1eab19062 in ?? ()
#7  0x000055f1eaaef0b9 in ?? ()
#8  0x000055f1eab24f5b in AGGR_OP::end_send() ()
#9  0x000055f1eab251d8 in sub_select_postjoin_aggr(JOIN*, st_join_table*, bool) ()
#10 0x000055f1eab2ee8f in JOIN::exec_inner() ()
#11 0x000055f1eab2f280 in JOIN::exec() ()
#12 0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#13 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#14 0x000055f1eaaa9ab1 in ?? ()
#15 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#16 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#17 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#18 0x000055f1eaadbaa5 in ?? ()
#19 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#20 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#21 0x000055f1eaabd61f in do_command(THD*, bool) ()
#22 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#23 0x000055f1eabd4e1d in handle_one_connection ()
#24 0x000055f1eaeff647 in ?? ()
#25 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#26 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3640fe6c8, fd=98) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=98, buf=0x77a3640fe6c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37042c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37050d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34813e158, fd=92) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=92, buf=0x77a34813e158, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34413f4a8, fd=89) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=89, buf=0x77a34413f4a8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3706cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37071a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
#0  0x000055f1eb011e0f in ?? ()
#1  0x000055f1eb0122a4 in ?? ()
#2  0x000055f1eaff7bae in ?? ()
#3  0x000055f1eb093d5b in ?? ()
#4  0x000055f1eaf95702 in ?? ()
#5  0x000055f1eac07c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#6  0x000055f1eac0a64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055f1ea9d6749 in ?? ()
#8  0x000055f1ea9d9e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#9  0x000055f1eab27b9c in ?? ()
#10 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#11 0x000055f1eab2d54e in JOIN::optimize() ()
#12 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#13 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#14 0x000055f1eaaa9ab1 in ?? ()
#15 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#16 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#17 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#18 0x000055f1eaadbaa5 in ?? ()
#19 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#20 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#21 0x000055f1eaabd61f in do_command(THD*, bool) ()
#22 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#23 0x000055f1eabd4e1d in handle_one_connection ()
#24 0x000055f1eaeff647 in ?? ()
#25 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#26 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3707fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37807a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3780c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3680a8418, fd=81) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=81, buf=0x77a3680a8418, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37815b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7fa374008ab8, fd=79) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=79, buf=0x7fa374008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3781f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37823c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a344064f38, fd=76) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=76, buf=0x77a344064f38, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a360023de8, fd=75) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=75, buf=0x77a360023de8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37831d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a350018e68, fd=72) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=72, buf=0x77a350018e68, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3783fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34c0d94c8, fd=69) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=69, buf=0x77a34c0d94c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34039c368, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77a34039c368, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x55f20550f368, fd=67) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=67, buf=0x55f20550f368, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a33c0d9448, fd=65) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=65, buf=0x77a33c0d9448, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384060928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36c008ab8, fd=63) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=63, buf=0x77a36c008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36414d958, fd=62) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=62, buf=0x77a36414d958, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a368008e88, fd=61) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=61, buf=0x77a368008e88, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a348009598, fd=60) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=60, buf=0x77a348009598, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3841d7928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a34002ac88, fd=58) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=58, buf=0x77a34002ac88, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a344008ab8, fd=57) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=57, buf=0x77a344008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3842b8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384303928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa38434e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a338008748, fd=53) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=53, buf=0x77a338008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x77a35b7fe6c0 (LWP 8306) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35b7fdcb0, op=137, expected=0, futex_word=0x55f204d3410c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d3410c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d3410c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d340e0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3402d64c8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x77a3402d64c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77a35bfff6c0 (LWP 8192) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35bffecb0, op=137, expected=0, futex_word=0x55f204d34068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d34068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d34068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34040, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x77a370ffd6c0 (LWP 8190) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a370ffccb0, op=137, expected=0, futex_word=0x55f204d33fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33fa0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77a3717fe6c0 (LWP 8189) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a3717fdcb0, op=137, expected=0, futex_word=0x55f204d33f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33f00, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x77a371fff6c0 (LWP 8188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a371ffecb0, op=137, expected=0, futex_word=0x55f204d33e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33e60, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fa3850f16c0 (LWP 8187) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebab4728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebab4680, cond=0x55f1ebab4700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebab4700, mutex=0x55f1ebab4680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eb0ad6c2 in ?? ()
#6  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fa3858f26c0 (LWP 8186) "mariadbd"):
#0  0x00007fa38fc889f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fa38fc88c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055f1eb1205b2 in ?? ()
#3  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fa3865146c0 (LWP 8185) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa386513d00, op=393, expected=0, futex_word=0x55f1ec3997c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa386513d00, clockid=0, mutex=0x55f1ec3997e0, cond=0x55f1ec3997a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec3997a0, mutex=0x55f1ec3997e0, abstime=0x7fa386513d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eae9f59d in ?? ()
#6  0x000055f1eae98135 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa38faa1d50, clockid=0, mutex=0x55f1ec4269e0, cond=0x55f1ec4269a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec4269a0, mutex=0x55f1ec4269e0, abstime=0x7fa38faa1d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eb17ef8d in ?? ()
#6  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fa38faa5880 (LWP 8178) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1ea9bc94f in handle_connections_sockets() ()
#2  0x000055f1ea9bdd98 in mysqld_main(int, char**) ()
#3  0x00007fa38f04524a in __libc_start_call_main (main=main@entry=0x55f1ea9695c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7fff306e83b8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fa38f045305 in __libc_start_main_impl (main=0x55f1ea9695c0 <main>, argc=11, argv=0x7fff306e83b8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7fff306e83a8) at ../csu/libc-start.c:360
#5  0x000055f1ea9b1ec1 in _start ()
[Inferior 1 (process 8178) detached]
TS 410672884.1796020415 2026-11-30 06:33:35
[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8189]
[New LWP 8190]
[New LWP 8191]
[New LWP 8192]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
[New LWP 8306]
[New LWP 8371]
[New LWP 8372]
[New LWP 8373]
[New LWP 8374]
[New LWP 8375]
[New LWP 8376]
[New LWP 8377]
[New LWP 8378]
[New LWP 8379]
[New LWP 8380]
[New LWP 8381]
[New LWP 8382]
[New LWP 8383]
[New LWP 8384]
[New LWP 8385]
[New LWP 8386]
[New LWP 8387]
[New LWP 8388]
[New LWP 8389]
[New LWP 8390]
[New LWP 8391]
[New LWP 8392]
[New LWP 8393]
[New LWP 8394]
[New LWP 8395]
[New LWP 8396]
[New LWP 8397]
[New LWP 8398]
[New LWP 8399]
[New LWP 8400]
[New LWP 8401]
[New LWP 8402]
[New LWP 8403]
[New LWP 8404]
[New LWP 8405]
[New LWP 8406]
[New LWP 8407]
[New LWP 8408]
[New LWP 8409]
[New LWP 8410]
[New LWP 8411]
[New LWP 8412]
[New LWP 8413]
[New LWP 8414]
[New LWP 8415]
[New LWP 8416]
[New LWP 8417]
[New LWP 8418]
[New LWP 8419]
[New LWP 8420]
[New LWP 8421]
[New LWP 8422]
[New LWP 8423]
[New LWP 8424]
[New LWP 8425]
[New LWP 8426]
[New LWP 8427]
[New LWP 8428]
[New LWP 8429]
[New LWP 8430]
[New LWP 8431]
[New LWP 8432]
[New LWP 8433]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35aed0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35af1b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36c279b08, fd=113) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=113, buf=0x77a36c279b08, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35afb1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a35affc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37005d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3700f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77a34c2585d8, fd=107) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=107, buf=0x77a34c2585d8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3701d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37021f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37026a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3702b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36c0f4018, fd=99) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=99, buf=0x77a36c0f4018, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3703e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37042c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a35c0a8028, fd=96) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=96, buf=0x77a35c0a8028, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a37050d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3705a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3706cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a33c1a5eb8, fd=87) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=87, buf=0x77a33c1a5eb8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a370765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3707b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x77a3707fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36c0e3c68, fd=83) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=83, buf=0x77a36c0e3c68, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3780c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3680a8418, fd=81) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=81, buf=0x77a3680a8418, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa37815b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3781a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3781f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7fa380008ab8, fd=77) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=77, buf=0x7fa380008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
#0  0x000055f1eb04a161 in ?? ()
#1  0x000055f1eb04a2e1 in ?? ()
#2  0x000055f1eb04a864 in ?? ()
#3  0x000055f1eb050839 in ?? ()
#4  0x000055f1eaf9a066 in ?? ()
#5  0x000055f1eacfe347 in handler::ha_index_next(unsigned char*) ()
#6  0x000055f1ead0382d in handler::read_range_next() ()
#7  0x000055f1eac0848c in handler::multi_range_read_next(void**) ()
#8  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055f1ea9ecdf9 in ?? ()
#12 0x000055f1eab02e71 in sub_select(JOIN*, st_join_table*, bool) ()
#13 0x000055f1eab2efd0 in JOIN::exec_inner() ()
#14 0x000055f1eab2f280 in JOIN::exec() ()
#15 0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#16 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#17 0x000055f1eaaa9ab1 in ?? ()
#18 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#19 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#20 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#21 0x000055f1eaadbaa5 in ?? ()
#22 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#23 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#24 0x000055f1eaabd61f in do_command(THD*, bool) ()
#25 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#26 0x000055f1eabd4e1d in handle_one_connection ()
#27 0x000055f1eaeff647 in ?? ()
#28 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#29 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3782d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3540270a8, fd=74) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=74, buf=0x77a3540270a8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77a350018e68, fd=72) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=72, buf=0x77a350018e68, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x77a35c009198, fd=70) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=70, buf=0x77a35c009198, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a360015278, fd=71) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=71, buf=0x77a360015278, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3784df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x55f20550f368, fd=67) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=67, buf=0x55f20550f368, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055f1eae6f401 in vio_write ()
#3  0x000055f1eae36ac9 in net_real_write ()
#4  0x000055f1eae36ea3 in net_flush ()
#5  0x000055f1ea9e99c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055f1ea9eab6e in Protocol::end_statement() ()
#7  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055f1eaabd61f in do_command(THD*, bool) ()
#9  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055f1eabd4e1d in handle_one_connection ()
#11 0x000055f1eaeff647 in ?? ()
#12 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa378575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3785c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384060928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3840ab928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3840f6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384141928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa38418c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:385
#1  0x000055f1eb04a2e1 in ?? ()
#2  0x000055f1eb04a864 in ?? ()
#3  0x000055f1eb050839 in ?? ()
#4  0x000055f1eaf9a066 in ?? ()
#5  0x000055f1eacfe347 in handler::ha_index_next(unsigned char*) ()
#6  0x000055f1ead0382d in handler::read_range_next() ()
#7  0x000055f1eac0848c in handler::multi_range_read_next(void**) ()
#8  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055f1ea9ecdf9 in ?? ()
#12 0x000055f1eab02e71 in sub_select(JOIN*, st_join_table*, bool) ()
#13 0x000055f1eab2efd0 in JOIN::exec_inner() ()
#14 0x000055f1eab2f280 in JOIN::exec() ()
#15 0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#16 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#17 0x000055f1eaaa9ab1 in ?? ()
#18 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#19 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#20 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#21 0x000055f1eaadbaa5 in ?? ()
#22 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#23 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#24 0x000055f1eaabd61f in do_command(THD*, bool) ()
#25 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#26 0x000055f1eabd4e1d in handle_one_connection ()
#27 0x000055f1eaeff647 in ?? ()
#28 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#29 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384222928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa38426d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3842b8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384303928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
#0  0x000055f1eb19dad1 in my_hash_sort_simple_nopad ()
#1  0x000055f1eaf876a3 in ?? ()
#2  0x000055f1eaf8a6fc in ?? ()
#3  0x000055f1eaf8a267 in ?? ()
#4  0x000055f1eaf85a5c in ?? ()
#5  0x000055f1eab30c35 in handler::ha_write_tmp_row(unsigned char*) ()
#6  0x000055f1eab19bc3 in ?? ()
#7  0x000055f1eaaef0b9 in ?? ()
#8  0x000055f1eab02e9f in sub_select(JOIN*, st_join_table*, bool) ()
#9  0x000055f1eab2efd0 in JOIN::exec_inner() ()
#10 0x000055f1eab2f280 in JOIN::exec() ()
#11 0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x000055f1eaaa9ab1 in ?? ()
#14 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#15 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#16 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x000055f1eaadbaa5 in ?? ()
#18 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000055f1eaabd61f in do_command(THD*, bool) ()
#21 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000055f1eabd4e1d in handle_one_connection ()
#23 0x000055f1eaeff647 in ?? ()
#24 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa384399928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x77a35b7fe6c0 (LWP 8306) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35b7fdcb0, op=137, expected=0, futex_word=0x55f204d3410c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d3410c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d3410c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35b7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d340e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d340e0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x7fa3843e4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1eae6f04b in vio_io_wait ()
#2  0x000055f1eae6f110 in vio_socket_io_wait ()
#3  0x000055f1eae6f1b3 in vio_read ()
#4  0x000055f1eae36229 in ?? ()
#5  0x000055f1eae37520 in my_net_read_packet_reallen ()
#6  0x000055f1eae3763d in my_net_read_packet ()
#7  0x000055f1eaabd581 in do_command(THD*, bool) ()
#8  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055f1eabd4e1d in handle_one_connection ()
#10 0x000055f1eaeff647 in ?? ()
#11 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77a35bfff6c0 (LWP 8192) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35bffecb0, op=137, expected=0, futex_word=0x55f204d34068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d34068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d34068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35bffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34040, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x77a370ffd6c0 (LWP 8190) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a370ffccb0, op=137, expected=0, futex_word=0x55f204d33fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a370ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33fa0, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77a3717fe6c0 (LWP 8189) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a3717fdcb0, op=137, expected=0, futex_word=0x55f204d33f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a3717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33f00, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x77a371fff6c0 (LWP 8188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a371ffecb0, op=137, expected=0, futex_word=0x55f204d33e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d33e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d33e60, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fa3850f16c0 (LWP 8187) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebab4728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab4728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebab4680, cond=0x55f1ebab4700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebab4700, mutex=0x55f1ebab4680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eb0ad6c2 in ?? ()
#6  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fa3858f26c0 (LWP 8186) "mariadbd"):
#0  0x00007fa38fc889f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fa38fc88c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055f1eb1205b2 in ?? ()
#3  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fa3865146c0 (LWP 8185) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa386513d00, op=393, expected=0, futex_word=0x55f1ec3997c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec3997c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa386513d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa386513d00, clockid=0, mutex=0x55f1ec3997e0, cond=0x55f1ec3997a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec3997a0, mutex=0x55f1ec3997e0, abstime=0x7fa386513d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eae9f59d in ?? ()
#6  0x000055f1eae98135 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa38faa1d50, clockid=0, mutex=0x55f1ec4269e0, cond=0x55f1ec4269a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55f1ec4269a0, mutex=0x55f1ec4269e0, abstime=0x7fa38faa1d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eb17ef8d in ?? ()
#6  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fa38faa5880 (LWP 8178) "mariadbd"):
#0  0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055f1ea9bc94f in handle_connections_sockets() ()
#2  0x000055f1ea9bdd98 in mysqld_main(int, char**) ()
#3  0x00007fa38f04524a in __libc_start_call_main (main=main@entry=0x55f1ea9695c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7fff306e83b8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fa38f045305 in __libc_start_main_impl (main=0x55f1ea9695c0 <main>, argc=11, argv=0x7fff306e83b8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7fff306e83a8) at ../csu/libc-start.c:360
#5  0x000055f1ea9b1ec1 in _start ()
[Inferior 1 (process 8178) detached]
TS 869880622.1796020419 2026-11-30 06:33:39
