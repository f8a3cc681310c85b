[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5239]
[New LWP 5240]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
[New LWP 5309]
[New LWP 5317]
[New LWP 5363]
[New LWP 5398]
[New LWP 5399]
[New LWP 5400]
[New LWP 5401]
[New LWP 5402]
[New LWP 5403]
[New LWP 5405]
[New LWP 5406]
[New LWP 5407]
[New LWP 5408]
[New LWP 5409]
[New LWP 5410]
[New LWP 5411]
[New LWP 5412]
[New LWP 5413]
[New LWP 5414]
[New LWP 5415]
[New LWP 5416]
[New LWP 5417]
[New LWP 5418]
[New LWP 5419]
[New LWP 5420]
[New LWP 5421]
[New LWP 5422]
[New LWP 5423]
[New LWP 5424]
[New LWP 5425]
[New LWP 5426]
[New LWP 5427]
[New LWP 5428]
[New LWP 5429]
[New LWP 5430]
[New LWP 5431]
[New LWP 5432]
[New LWP 5436]
[New LWP 5438]
[New LWP 5439]
[New LWP 5440]
[New LWP 5441]
[New LWP 5442]
[New LWP 5462]
[New LWP 5463]
[New LWP 5464]
[New LWP 5465]
[New LWP 5466]
[New LWP 5467]
[New LWP 5468]
[New LWP 5469]
[New LWP 5470]
[New LWP 5471]
[New LWP 5472]
[New LWP 5473]
[New LWP 5474]
[New LWP 5475]
[New LWP 5476]
[New LWP 5477]
[New LWP 5478]
[New LWP 5479]
[New LWP 5480]
[New LWP 5481]
[New LWP 5482]
[New LWP 5483]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  0x000055783db699bd in end_send_group(JOIN*, st_join_table*, bool) ()
#1  0x000055783db3a0b9 in ?? ()
#2  0x000055783db4de9f in sub_select(JOIN*, st_join_table*, bool) ()
#3  0x000055783db79fd0 in JOIN::exec_inner() ()
#4  0x000055783db7a280 in JOIN::exec() ()
#5  0x000055783db786f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#6  0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#7  0x000055783daf4ab1 in ?? ()
#8  0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#9  0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#10 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#11 0x000055783db26aa5 in ?? ()
#12 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#13 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#14 0x000055783db0861f in do_command(THD*, bool) ()
#15 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#16 0x000055783dc1fe1d in handle_one_connection ()
#17 0x000055783df4a647 in ?? ()
#18 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#19 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367013e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77365c1be998, fd=111) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=111, buf=0x77365c1be998, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736701d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773654153a08, fd=109) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=109, buf=0x773654153a08, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x773648162d08, fd=108) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=108, buf=0x773648162d08, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736702b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736703e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367042c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736601b03c8, fd=101) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=101, buf=0x7736601b03c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367050d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736680cffa8, fd=97) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=97, buf=0x7736680cffa8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736706cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367071a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678056928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36780a1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36780ec928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678137928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678182928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36781cd928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678218928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678263928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782ae928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782f9928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678344928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736540dbde8, fd=77) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=77, buf=0x7736540dbde8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36783da928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678425928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678470928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36784bb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678506928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678551928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7f3688008c48, fd=70) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=70, buf=0x7f3688008c48, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36785e7928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77366c008ab8, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77366c008ab8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367867d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36786c8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773660009a78, fd=65) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=65, buf=0x773660009a78, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367875e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77365c008e38, fd=63) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=63, buf=0x77365c008e38, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36787f4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
#0  0x000055783dc53560 in Mrr_simple_index_reader::get_next(void**) ()
#1  0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#2  0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#3  0x000055783da37df9 in ?? ()
#4  0x000055783db4de15 in sub_select(JOIN*, st_join_table*, bool) ()
#5  0x000055783db79fd0 in JOIN::exec_inner() ()
#6  0x000055783db7a280 in JOIN::exec() ()
#7  0x000055783db786f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#8  0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#9  0x000055783daf4ab1 in ?? ()
#10 0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#11 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#12 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x000055783db26aa5 in ?? ()
#14 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000055783db0861f in do_command(THD*, bool) ()
#17 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000055783dc1fe1d in handle_one_connection ()
#19 0x000055783df4a647 in ?? ()
#20 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678ccc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678d17928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c054928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c09f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773638018af8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x773638018af8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c135928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773638008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x773638008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773644008748, fd=53) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=53, buf=0x773644008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773670ffccb0, op=137, expected=0, futex_word=0x55784fa1610c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa1610c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa1610c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa160e0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7736717fe6c0 (LWP 5309) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7736717fdcb0, op=137, expected=0, futex_word=0x55784fa16068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16040, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c216928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773671ffecb0, op=137, expected=0, futex_word=0x55784fa15fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15fa0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7f36795196c0 (LWP 5240) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679518cb0, op=137, expected=0, futex_word=0x55784fa15f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15f00, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7f3679d1a6c0 (LWP 5239) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679d19cb0, op=137, expected=0, futex_word=0x55784fa15e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15e60, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7f368caf96c0 (LWP 5238) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f368caf8d30, op=393, expected=0, futex_word=0x55783eaff728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368caf8d30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368caf8d30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f368caf8d30, clockid=0, mutex=0x55783eaff680, cond=0x55783eaff700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783eaff700, mutex=0x55783eaff680, abstime=0x7f368caf8d30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e0f8bcf in ?? ()
#6  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f368d2fa6c0 (LWP 5237) "mariadbd"):
#0  0x00007f3690ddd9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007f3690dddc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055783e16b5b2 in ?? ()
#3  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f368df2f6c0 (LWP 5236) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f368df2ed00, op=393, expected=0, futex_word=0x55783f3e47c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f368df2ed00, clockid=0, mutex=0x55783f3e47e0, cond=0x55783f3e47a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f3e47a0, mutex=0x55783f3e47e0, abstime=0x7f368df2ed00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783deea59d in ?? ()
#6  0x000055783dee3135 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f3690a99d50, clockid=0, mutex=0x55783f4719e0, cond=0x55783f4719a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f4719a0, mutex=0x55783f4719e0, abstime=0x7f3690a99d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e1c9f8d in ?? ()
#6  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f3690a9d880 (LWP 5229) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783da0794f in handle_connections_sockets() ()
#2  0x000055783da08d98 in mysqld_main(int, char**) ()
#3  0x00007f369044524a in __libc_start_call_main (main=main@entry=0x55783d9b45c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd504b3e58) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007f3690445305 in __libc_start_main_impl (main=0x55783d9b45c0 <main>, argc=11, argv=0x7ffd504b3e58, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd504b3e48) at ../csu/libc-start.c:360
#5  0x000055783d9fcec1 in _start ()
[Inferior 1 (process 5229) detached]
TS 896929626.1796019948 2026-11-30 06:25:48
[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5239]
[New LWP 5240]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
[New LWP 5309]
[New LWP 5317]
[New LWP 5363]
[New LWP 5398]
[New LWP 5399]
[New LWP 5400]
[New LWP 5401]
[New LWP 5402]
[New LWP 5403]
[New LWP 5405]
[New LWP 5406]
[New LWP 5407]
[New LWP 5408]
[New LWP 5409]
[New LWP 5410]
[New LWP 5411]
[New LWP 5412]
[New LWP 5413]
[New LWP 5414]
[New LWP 5415]
[New LWP 5416]
[New LWP 5417]
[New LWP 5418]
[New LWP 5419]
[New LWP 5420]
[New LWP 5421]
[New LWP 5422]
[New LWP 5423]
[New LWP 5424]
[New LWP 5425]
[New LWP 5426]
[New LWP 5427]
[New LWP 5428]
[New LWP 5429]
[New LWP 5430]
[New LWP 5431]
[New LWP 5432]
[New LWP 5436]
[New LWP 5438]
[New LWP 5439]
[New LWP 5440]
[New LWP 5441]
[New LWP 5442]
[New LWP 5462]
[New LWP 5463]
[New LWP 5464]
[New LWP 5465]
[New LWP 5466]
[New LWP 5467]
[New LWP 5468]
[New LWP 5469]
[New LWP 5470]
[New LWP 5471]
[New LWP 5472]
[New LWP 5473]
[New LWP 5474]
[New LWP 5475]
[New LWP 5476]
[New LWP 5477]
[New LWP 5478]
[New LWP 5479]
[New LWP 5480]
[New LWP 5481]
[New LWP 5482]
[New LWP 5483]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367005d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367013e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
#0  0x000055783ddb3940 in Item_func::transform(THD*, Item* (Item::*)(THD*, unsigned char*), unsigned char*) ()
#1  0x000055783db76a6f in JOIN::transform_all_conds_and_on_exprs(THD*, Item* (Item::*)(THD*, unsigned char*)) ()
#2  0x000055783db77359 in JOIN::optimize_inner() ()
#3  0x000055783db7854e in JOIN::optimize() ()
#4  0x000055783db7869a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#5  0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#6  0x000055783daf4ab1 in ?? ()
#7  0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#8  0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#9  0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#10 0x000055783db26aa5 in ?? ()
#11 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#12 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#13 0x000055783db0861f in do_command(THD*, bool) ()
#14 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#15 0x000055783dc1fe1d in handle_one_connection ()
#16 0x000055783df4a647 in ?? ()
#17 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#18 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367021f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367026a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77364c1fbfe8, fd=107) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=107, buf=0x77364c1fbfe8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736703e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367042c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x7f36740ff088, fd=99) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=99, buf=0x7f36740ff088, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77366c117f18, fd=98) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=98, buf=0x77366c117f18, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736705a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736706cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367071a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678056928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36780a1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7f368804d158, fd=87) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=87, buf=0x7f368804d158, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678137928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678182928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773668155608, fd=83) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=83, buf=0x773668155608, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678218928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678263928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782ae928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782f9928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678344928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367838f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x7736483e8408, fd=76) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=76, buf=0x7736483e8408, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77364c0dbde8, fd=75) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=75, buf=0x77364c0dbde8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678470928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
#0  0x000055783e21227d in ?? ()
#1  0x000055783de25120 in Item_sum_sum::add_helper(bool) ()
#2  0x000055783de2529b in Item_sum_sum::add() ()
#3  0x000055783db35f5d in ?? ()
#4  0x000055783db69ac3 in end_send_group(JOIN*, st_join_table*, bool) ()
#5  0x000055783db3a0b9 in ?? ()
#6  0x000055783db4de9f in sub_select(JOIN*, st_join_table*, bool) ()
#7  0x000055783db79fd0 in JOIN::exec_inner() ()
#8  0x000055783db7a280 in JOIN::exec() ()
#9  0x000055783db786f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#10 0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#11 0x000055783daf4ab1 in ?? ()
#12 0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#13 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#14 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x000055783db26aa5 in ?? ()
#16 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000055783db0861f in do_command(THD*, bool) ()
#19 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000055783dc1fe1d in handle_one_connection ()
#21 0x000055783df4a647 in ?? ()
#22 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678506928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x557850263de8, fd=71) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=71, buf=0x557850263de8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367859c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36785e7928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678632928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367867d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773664015278, fd=66) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=66, buf=0x773664015278, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773660009a78, fd=65) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=65, buf=0x773660009a78, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367875e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36787a9928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36787f4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678c81928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678ccc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678d17928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773640008fd8, fd=58) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=58, buf=0x773640008fd8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c09f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773638018af8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x773638018af8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x557850182518, fd=55) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=55, buf=0x557850182518, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773638008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x773638008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c1cb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773670ffccb0, op=137, expected=0, futex_word=0x55784fa16108) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa16108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa16108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa160e0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7736717fe6c0 (LWP 5309) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7736717fdcb0, op=137, expected=0, futex_word=0x55784fa16068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16040, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c216928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773671ffecb0, op=137, expected=0, futex_word=0x55784fa15fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15fa0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7f36795196c0 (LWP 5240) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679518cb0, op=137, expected=0, futex_word=0x55784fa15f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15f00, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7f3679d1a6c0 (LWP 5239) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679d19cb0, op=137, expected=0, futex_word=0x55784fa15e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15e60, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7f368caf96c0 (LWP 5238) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783eaff728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783eaff680, cond=0x55783eaff700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783eaff700, mutex=0x55783eaff680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783e0f86c2 in ?? ()
#6  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f368d2fa6c0 (LWP 5237) "mariadbd"):
#0  0x00007f3690ddd9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007f3690dddc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055783e16b5b2 in ?? ()
#3  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f368df2f6c0 (LWP 5236) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f368df2ed00, op=393, expected=0, futex_word=0x55783f3e47c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f368df2ed00, clockid=0, mutex=0x55783f3e47e0, cond=0x55783f3e47a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f3e47a0, mutex=0x55783f3e47e0, abstime=0x7f368df2ed00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783deea59d in ?? ()
#6  0x000055783dee3135 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f3690a99d50, clockid=0, mutex=0x55783f4719e0, cond=0x55783f4719a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f4719a0, mutex=0x55783f4719e0, abstime=0x7f3690a99d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e1c9f8d in ?? ()
#6  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f3690a9d880 (LWP 5229) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783da0794f in handle_connections_sockets() ()
#2  0x000055783da08d98 in mysqld_main(int, char**) ()
#3  0x00007f369044524a in __libc_start_call_main (main=main@entry=0x55783d9b45c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd504b3e58) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007f3690445305 in __libc_start_main_impl (main=0x55783d9b45c0 <main>, argc=11, argv=0x7ffd504b3e58, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd504b3e48) at ../csu/libc-start.c:360
#5  0x000055783d9fcec1 in _start ()
[Inferior 1 (process 5229) detached]
TS 997795962.1796019951 2026-11-30 06:25:51
[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5239]
[New LWP 5240]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
[New LWP 5309]
[New LWP 5317]
[New LWP 5363]
[New LWP 5398]
[New LWP 5399]
[New LWP 5400]
[New LWP 5401]
[New LWP 5402]
[New LWP 5403]
[New LWP 5405]
[New LWP 5406]
[New LWP 5407]
[New LWP 5408]
[New LWP 5409]
[New LWP 5410]
[New LWP 5411]
[New LWP 5412]
[New LWP 5413]
[New LWP 5414]
[New LWP 5415]
[New LWP 5416]
[New LWP 5417]
[New LWP 5418]
[New LWP 5419]
[New LWP 5420]
[New LWP 5421]
[New LWP 5422]
[New LWP 5423]
[New LWP 5424]
[New LWP 5425]
[New LWP 5426]
[New LWP 5427]
[New LWP 5428]
[New LWP 5429]
[New LWP 5430]
[New LWP 5431]
[New LWP 5432]
[New LWP 5436]
[New LWP 5438]
[New LWP 5439]
[New LWP 5440]
[New LWP 5441]
[New LWP 5442]
[New LWP 5462]
[New LWP 5463]
[New LWP 5464]
[New LWP 5465]
[New LWP 5466]
[New LWP 5467]
[New LWP 5468]
[New LWP 5469]
[New LWP 5470]
[New LWP 5471]
[New LWP 5472]
[New LWP 5473]
[New LWP 5474]
[New LWP 5475]
[New LWP 5476]
[New LWP 5477]
[New LWP 5478]
[New LWP 5479]
[New LWP 5480]
[New LWP 5481]
[New LWP 5482]
[New LWP 5483]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367005d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736700f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367013e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736701d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x773654153a08, fd=109) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=109, buf=0x773654153a08, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367026a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736702b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367034b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736703e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
#0  0x000055783e1bbce1 in alloc_root ()
#1  0x000055783e1bc2b5 in memdup_root ()
#2  0x000055783dd20d5c in Field::make_new_field(st_mem_root*, TABLE*, bool) ()
#3  0x000055783dd1cd1f in Field::new_key_field(st_mem_root*, TABLE*, unsigned char*, unsigned int, unsigned char*, unsigned int) ()
#4  0x000055783db5ab3d in Create_tmp_table::finalize(THD*, TABLE*, TMP_TABLE_PARAM*, bool, bool) ()
#5  0x000055783db5b304 in create_tmp_table(THD*, TMP_TABLE_PARAM*, List<Item>&, st_order*, bool, bool, unsigned long long, unsigned long long, st_mysql_const_lex_string const*, bool, bool) ()
#6  0x000055783db67582 in JOIN::create_postjoin_aggr_table(st_join_table*, List<Item>*, st_order*, bool, bool, bool) ()
#7  0x000055783db67d04 in JOIN::make_aggr_tables_info() ()
#8  0x000055783db758ad in JOIN::optimize_stage2() ()
#9  0x000055783db78011 in JOIN::optimize_inner() ()
#10 0x000055783db7854e in JOIN::optimize() ()
#11 0x000055783db7869a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x000055783daf4ab1 in ?? ()
#14 0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#15 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#16 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x000055783db26aa5 in ?? ()
#18 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000055783db0861f in do_command(THD*, bool) ()
#21 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000055783dc1fe1d in handle_one_connection ()
#23 0x000055783df4a647 in ?? ()
#24 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736704c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367050d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736680cffa8, fd=97) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=97, buf=0x7736680cffa8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736705ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x773670684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736540f6378, fd=93) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=93, buf=0x7736540f6378, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x77367071a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77364c1af6f8, fd=91) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=91, buf=0x77364c1af6f8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7736707fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678056928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36780a1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36780ec928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678137928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678182928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773668155608, fd=83) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=83, buf=0x773668155608, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678218928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678263928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782ae928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36782f9928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7736500da588, fd=78) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=78, buf=0x7736500da588, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367838f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36783da928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77364c0dbde8, fd=75) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=75, buf=0x77364c0dbde8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678470928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36784bb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678506928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678551928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x7f3688008c48, fd=70) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=70, buf=0x7f3688008c48, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36785e7928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678632928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773668159c28, fd=67) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=67, buf=0x773668159c28, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773664015278, fd=66) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=66, buf=0x773664015278, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678713928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f367875e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
#0  0x000055783e05e920 in ?? ()
#1  0x000055783e05ee8d in ?? ()
#2  0x000055783e099d26 in ?? ()
#3  0x000055783dfe5066 in ?? ()
#4  0x000055783dd49347 in handler::ha_index_next(unsigned char*) ()
#5  0x000055783dd4e82d in handler::read_range_next() ()
#6  0x000055783dc5348c in handler::multi_range_read_next(void**) ()
#7  0x000055783dc53580 in Mrr_simple_index_reader::get_next(void**) ()
#8  0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#9  0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#10 0x000055783da37df9 in ?? ()
#11 0x000055783db4de71 in sub_select(JOIN*, st_join_table*, bool) ()
#12 0x000055783db79fd0 in JOIN::exec_inner() ()
#13 0x000055783db7a280 in JOIN::exec() ()
#14 0x000055783db786f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#15 0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#16 0x000055783daf4ab1 in ?? ()
#17 0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#18 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#19 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x000055783db26aa5 in ?? ()
#21 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000055783db0861f in do_command(THD*, bool) ()
#24 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000055783dc1fe1d in handle_one_connection ()
#26 0x000055783df4a647 in ?? ()
#27 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f36787f4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678c81928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678ccc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f3678d17928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773640008fd8, fd=58) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=58, buf=0x773640008fd8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c09f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c0ea928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x557850182518, fd=55) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=55, buf=0x557850182518, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da349c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055783da35b6e in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c180928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c1cb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773670ffccb0, op=137, expected=0, futex_word=0x55784fa1610c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa1610c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa1610c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773670ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa160e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa160e0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7736717fe6c0 (LWP 5309) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7736717fdcb0, op=137, expected=0, futex_word=0x55784fa16068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa16068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7736717fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16040, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x7f368c216928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783deba04b in vio_io_wait ()
#2  0x000055783deba110 in vio_socket_io_wait ()
#3  0x000055783deba1b3 in vio_read ()
#4  0x000055783de81229 in ?? ()
#5  0x000055783de82520 in my_net_read_packet_reallen ()
#6  0x000055783de8263d in my_net_read_packet ()
#7  0x000055783db08581 in do_command(THD*, bool) ()
#8  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055783dc1fe1d in handle_one_connection ()
#10 0x000055783df4a647 in ?? ()
#11 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x773671ffecb0, op=137, expected=0, futex_word=0x55784fa15fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x773671ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15fa0, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7f36795196c0 (LWP 5240) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679518cb0, op=137, expected=0, futex_word=0x55784fa15f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15f00, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7f3679d1a6c0 (LWP 5239) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679d19cb0, op=137, expected=0, futex_word=0x55784fa15e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15e60, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7f368caf96c0 (LWP 5238) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783eaff728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783eaff728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783eaff680, cond=0x55783eaff700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783eaff700, mutex=0x55783eaff680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783e0f86c2 in ?? ()
#6  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f368d2fa6c0 (LWP 5237) "mariadbd"):
#0  0x00007f3690ddd9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007f3690dddc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055783e16b5b2 in ?? ()
#3  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f368df2f6c0 (LWP 5236) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f368df2ed00, op=393, expected=0, futex_word=0x55783f3e47c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f3e47c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368df2ed00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f368df2ed00, clockid=0, mutex=0x55783f3e47e0, cond=0x55783f3e47a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f3e47a0, mutex=0x55783f3e47e0, abstime=0x7f368df2ed00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783deea59d in ?? ()
#6  0x000055783dee3135 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f3690a99d50, clockid=0, mutex=0x55783f4719e0, cond=0x55783f4719a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55783f4719a0, mutex=0x55783f4719e0, abstime=0x7f3690a99d50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e1c9f8d in ?? ()
#6  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f3690a9d880 (LWP 5229) "mariadbd"):
#0  0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055783da0794f in handle_connections_sockets() ()
#2  0x000055783da08d98 in mysqld_main(int, char**) ()
#3  0x00007f369044524a in __libc_start_call_main (main=main@entry=0x55783d9b45c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd504b3e58) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007f3690445305 in __libc_start_main_impl (main=0x55783d9b45c0 <main>, argc=11, argv=0x7ffd504b3e58, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd504b3e48) at ../csu/libc-start.c:360
#5  0x000055783d9fcec1 in _start ()
[Inferior 1 (process 5229) detached]
TS 862466345.1796019954 2026-11-30 06:25:54
