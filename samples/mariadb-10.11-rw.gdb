[New LWP 9166]
[New LWP 9167]
[New LWP 9168]
[New LWP 9169]
[New LWP 9173]
[New LWP 9174]
[New LWP 9175]
[New LWP 9176]
[New LWP 9181]
[New LWP 9351]
[New LWP 9352]
[New LWP 9353]
[New LWP 9354]
[New LWP 9355]
[New LWP 9356]
[New LWP 9357]
[New LWP 9358]
[New LWP 9359]
[New LWP 9360]
[New LWP 9361]
[New LWP 9362]
[New LWP 9363]
[New LWP 9364]
[New LWP 9365]
[New LWP 9366]
[New LWP 9367]
[New LWP 9368]
[New LWP 9369]
[New LWP 9370]
[New LWP 9371]
[New LWP 9372]
[New LWP 9373]
[New LWP 9374]
[New LWP 9375]
[New LWP 9376]
[New LWP 9377]
[New LWP 9378]
[New LWP 9379]
[New LWP 9380]
[New LWP 9381]
[New LWP 9382]
[New LWP 9383]
[New LWP 9384]
[New LWP 9385]
[New LWP 9386]
[New LWP 9387]
[New LWP 9388]
[New LWP 9389]
[New LWP 9390]
[New LWP 9391]
[New LWP 9392]
[New LWP 9393]
[New LWP 9394]
[New LWP 9395]
[New LWP 9396]
[New LWP 9397]
[New LWP 9398]
[New LWP 9399]
[New LWP 9400]
[New LWP 9401]
[New LWP 9402]
[New LWP 9403]
[New LWP 9404]
[New LWP 9405]
[New LWP 9406]
[New LWP 9407]
[New LWP 9408]
[New LWP 9409]
[New LWP 9410]
[New LWP 9411]
[New LWP 9412]
[New LWP 9413]
[New LWP 10753]
[New LWP 10754]
[New LWP 10755]
[New LWP 10756]
[New LWP 10791]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77d70642d6c0 (LWP 10791) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d70642ccb0, op=137, expected=0, futex_word=0x5622ac1161ac) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac1161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d70642ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac1161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d70642ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac116180, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d707fff6c0 (LWP 10756) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d707ffecb0, op=137, expected=0, futex_word=0x5622ac115fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115fa0, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d706c2e6c0 (LWP 10755) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d706c2dcb0, op=137, expected=0, futex_word=0x5622ac116108) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac116108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d706c2dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac116108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d706c2dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac1160e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac1160e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac1160e0, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d714dfe6c0 (LWP 10754) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d714dfdcb0, op=137, expected=0, futex_word=0x5622ac115f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d714dfdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d714dfdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115f00, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d7155ff6c0 (LWP 10753) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d7155fecb0, op=137, expected=0, futex_word=0x5622ac115e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7155fecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7155fecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115e60, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d706c796c0 (LWP 9413) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d70c156784) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d70c156784, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d70c156784, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d70c156728, cond=0x77d70c156758) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d70c156758, mutex=0x77d70c156728) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d706cc46c0 (LWP 9412) "mariadbd"):
#0  0x0000562291b575a9 in my_strnxfrm_simple_internal ()
#1  0x0000562291b57a62 in my_strnxfrm_simple ()
#2  0x000056229168ab16 in Field_string::sort_string(unsigned char*, unsigned int) ()
#3  0x00005622916aa185 in ?? ()
#4  0x00005622916acce6 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#5  0x00005622914cf783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#6  0x00005622914cfae7 in st_join_table::sort_table() ()
#7  0x00005622914cfbb0 in join_init_read_record(st_join_table*) ()
#8  0x00005622914bae15 in sub_select(JOIN*, st_join_table*, bool) ()
#9  0x00005622914e6fd0 in JOIN::exec_inner() ()
#10 0x00005622914e7280 in JOIN::exec() ()
#11 0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x0000562291461ab1 in ?? ()
#14 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#15 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#16 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x0000562291493aa5 in ?? ()
#18 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000056229147561f in do_command(THD*, bool) ()
#21 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000056229158ce1d in handle_one_connection ()
#23 0x00005622918b7647 in ?? ()
#24 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d706d0f6c0 (LWP 9411) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706d0e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d706d5a6c0 (LWP 9410) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706d59928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d706da56c0 (LWP 9409) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706da4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d706df06c0 (LWP 9408) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706def928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d706e3b6c0 (LWP 9407) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d6f0008ab8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x77d6f0008ab8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a19c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x00005622913a2b6e in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d706e866c0 (LWP 9406) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706e85928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d706ed16c0 (LWP 9405) "mariadbd"):
#0  0x00005622916ac7e2 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#1  0x00005622914cf783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#2  0x00005622914cfae7 in st_join_table::sort_table() ()
#3  0x00005622914cfbb0 in join_init_read_record(st_join_table*) ()
#4  0x00005622914bae15 in sub_select(JOIN*, st_join_table*, bool) ()
#5  0x00005622914e6fd0 in JOIN::exec_inner() ()
#6  0x00005622914e7280 in JOIN::exec() ()
#7  0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#8  0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#9  0x0000562291461ab1 in ?? ()
#10 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#11 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#12 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x0000562291493aa5 in ?? ()
#14 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000056229147561f in do_command(THD*, bool) ()
#17 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000056229158ce1d in handle_one_connection ()
#19 0x00005622918b7647 in ?? ()
#20 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d706f1c6c0 (LWP 9404) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6dc35b8e4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6dc35b8e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6dc35b8e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6dc35b888, cond=0x77d6dc35b8b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6dc35b8b8, mutex=0x77d6dc35b888) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d706f676c0 (LWP 9403) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a47e46 in ?? ()
#4  0x0000562291a06ac2 in ?? ()
#5  0x0000562291959752 in ?? ()
#6  0x00005622916aff9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x00005622916b5fe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x00005622914cec7c in ?? ()
#9  0x00005622914cedb8 in ?? ()
#10 0x00005622914df597 in ?? ()
#11 0x00005622914e4f0d in JOIN::optimize_inner() ()
#12 0x00005622914e554e in JOIN::optimize() ()
#13 0x00005622914e569a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x0000562291461ab1 in ?? ()
#16 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#17 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#18 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x0000562291493aa5 in ?? ()
#20 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000056229147561f in do_command(THD*, bool) ()
#23 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000056229158ce1d in handle_one_connection ()
#25 0x00005622918b7647 in ?? ()
#26 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d706fb26c0 (LWP 9402) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706fb1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d706ffd6c0 (LWP 9401) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:313
#1  0x00005622919aa281 in ?? ()
#2  0x00005622919a7a03 in ?? ()
#3  0x00005622919a8e81 in ?? ()
#4  0x0000562291a11423 in ?? ()
#5  0x0000562291a12e60 in ?? ()
#6  0x00005622919ef401 in ?? ()
#7  0x0000562291951e25 in ?? ()
#8  0x00005622916be2af in handler::ha_delete_row(unsigned char const*) ()
#9  0x000056229142579c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#10 0x000056229146e902 in mysql_execute_command(THD*, bool) ()
#11 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#12 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x0000562291493aa5 in ?? ()
#14 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000056229147561f in do_command(THD*, bool) ()
#17 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000056229158ce1d in handle_one_connection ()
#19 0x00005622918b7647 in ?? ()
#20 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d71406c6c0 (LWP 9400) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71406b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d7140b76c0 (LWP 9399) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7140b6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d7141026c0 (LWP 9398) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714101928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d71414d6c0 (LWP 9397) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71414c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d7141986c0 (LWP 9396) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714197928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d7141e36c0 (LWP 9395) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7141e2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d71422e6c0 (LWP 9394) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71422d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d7142796c0 (LWP 9393) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714278928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d7142c46c0 (LWP 9392) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7142c3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d71430f6c0 (LWP 9391) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71430e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d71435a6c0 (LWP 9390) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714359928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d7143a56c0 (LWP 9389) "mariadbd"):
#0  0x0000562291b575a9 in my_strnxfrm_simple_internal ()
#1  0x0000562291b57a62 in my_strnxfrm_simple ()
#2  0x000056229168ab16 in Field_string::sort_string(unsigned char*, unsigned int) ()
#3  0x00005622916aa185 in ?? ()
#4  0x00005622916acce6 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#5  0x00005622914cf783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#6  0x00005622914cfae7 in st_join_table::sort_table() ()
#7  0x00005622914cfbb0 in join_init_read_record(st_join_table*) ()
#8  0x00005622914bae15 in sub_select(JOIN*, st_join_table*, bool) ()
#9  0x00005622914e6fd0 in JOIN::exec_inner() ()
#10 0x00005622914e7280 in JOIN::exec() ()
#11 0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x0000562291461ab1 in ?? ()
#14 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#15 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#16 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x0000562291493aa5 in ?? ()
#18 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000056229147561f in do_command(THD*, bool) ()
#21 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000056229158ce1d in handle_one_connection ()
#23 0x00005622918b7647 in ?? ()
#24 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d7143f06c0 (LWP 9388) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7143ef928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d71443b6c0 (LWP 9387) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71443a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d7144866c0 (LWP 9386) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714485928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d7144d16c0 (LWP 9385) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7144d0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d71451c6c0 (LWP 9384) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71451b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d7145676c0 (LWP 9383) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714566928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d7145b26c0 (LWP 9382) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7145b1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d7145fd6c0 (LWP 9381) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7145fc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d7176876c0 (LWP 9380) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717686928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d7176d26c0 (LWP 9379) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7176d1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d71771d6c0 (LWP 9378) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71771c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d7177686c0 (LWP 9377) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717767928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d7177b36c0 (LWP 9376) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7177b2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x77d7177fe6c0 (LWP 9375) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7177fd928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd71c07b6c0 (LWP 9374) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c07a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd71c0c66c0 (LWP 9373) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c0c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd71c1116c0 (LWP 9372) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd71c15c6c0 (LWP 9371) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c15b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd71c1a76c0 (LWP 9370) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c1a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd71c1f26c0 (LWP 9369) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c1f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd71c23d6c0 (LWP 9368) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c23c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd71c2886c0 (LWP 9367) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd71c2d36c0 (LWP 9366) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c2d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd71c31e6c0 (LWP 9365) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c31d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd71c3696c0 (LWP 9364) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd71c3b46c0 (LWP 9363) "mariadbd"):
#0  __libc_pwrite64 (offset=<optimized out>, count=4096, buf=0x77d715600000, fd=12) at ../sysdeps/unix/sysv/linux/pwrite64.c:25
#1  __libc_pwrite64 (fd=12, buf=0x77d715600000, count=4096, offset=48480256) at ../sysdeps/unix/sysv/linux/pwrite64.c:23
#2  0x00005622919955d2 in ?? ()
#3  0x0000562291995652 in ?? ()
#4  0x00005622919957a2 in ?? ()
#5  0x00005622919963ee in ?? ()
#6  0x0000562291a2b97a in ?? ()
#7  0x0000562291a2c855 in ?? ()
#8  0x000056229194b87e in ?? ()
#9  0x00005622916b2023 in ?? ()
#10 0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#11 0x000056229159cf0b in trans_commit(THD*) ()
#12 0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#13 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#14 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x0000562291493aa5 in ?? ()
#16 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000056229147561f in do_command(THD*, bool) ()
#19 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000056229158ce1d in handle_one_connection ()
#21 0x00005622918b7647 in ?? ()
#22 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd71c3ff6c0 (LWP 9362) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c3fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd71c44a6c0 (LWP 9361) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd71c4956c0 (LWP 9360) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd71c4e06c0 (LWP 9359) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c4df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd71c52b6c0 (LWP 9358) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c52a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd71c5766c0 (LWP 9357) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd71c5c16c0 (LWP 9356) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c5c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd72805c6c0 (LWP 9355) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd72805b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd7280a76c0 (LWP 9354) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7280a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd7280f26c0 (LWP 9353) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7280f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd72813d6c0 (LWP 9352) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd72813c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd7281886c0 (LWP 9351) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd728187928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd7281d36c0 (LWP 9181) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7281d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd7286486c0 (LWP 9176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251c1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>, cond=0x56229251c1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251c1c0 <COND_slave_deadlock_handler>, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622913aeb63 in slave_deadlock_handler ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd7286936c0 (LWP 9175) "mariadbd"):
#0  0x00007fd73265ac82 in __GI___sigtimedwait (set=0x7fd728692c10, info=0x7fd728692c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000056229136c5c3 in signal_hand ()
#2  0x00005622918b7647 in ?? ()
#3  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77d7077fe6c0 (LWP 9174) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d7077fdcb0, op=137, expected=0, futex_word=0x5622ac11606c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac11606c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7077fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac11606c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7077fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac116040, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd7286de6c0 (LWP 9173) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251ed88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251eda0 <LOCK_manager>, cond=0x56229251ed60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251ed60 <COND_manager>, mutex=0x56229251eda0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000056229145ffb0 in handle_manager ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x77d717fff6c0 (LWP 9169) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229246c728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229246c680, cond=0x56229246c700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229246c700, mutex=0x56229246c680) at ./nptl/pthread_cond_wait.c:618
#5  0x0000562291a656c2 in ?? ()
#6  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd728edf6c0 (LWP 9168) "mariadbd"):
#0  0x00007fd73327b9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd73327bc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x0000562291ad85b2 in ?? ()
#3  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd729b146c0 (LWP 9167) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd729b13d00, op=393, expected=0, futex_word=0x562292d517c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd729b13d00, clockid=0, mutex=0x562292d517e0, cond=0x562292d517a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292d517a0, mutex=0x562292d517e0, abstime=0x7fd729b13d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000056229185759d in ?? ()
#6  0x00005622918501b9 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd732a346c0 (LWP 9166) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd732a33d50, op=393, expected=0, futex_word=0x562292dde9c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd732a33d50, clockid=0, mutex=0x562292dde9e0, cond=0x562292dde9a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292dde9a0, mutex=0x562292dde9e0, abstime=0x7fd732a33d50) at ./nptl/pthread_cond_wait.c:643
#5  0x0000562291b36f8d in ?? ()
#6  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd733098880 (LWP 9160) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229137494f in handle_connections_sockets() ()
#2  0x0000562291375d98 in mysqld_main(int, char**) ()
#3  0x00007fd73264524a in __libc_start_call_main (main=main@entry=0x5622913215c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffcae7334c8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd732645305 in __libc_start_main_impl (main=0x5622913215c0 <main>, argc=11, argv=0x7ffcae7334c8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffcae7334b8) at ../csu/libc-start.c:360
#5  0x0000562291369ec1 in _start ()
[Inferior 1 (process 9160) detached]
TS 335794728.1796020240 2026-11-30 06:30:40
[New LWP 9166]
[New LWP 9167]
[New LWP 9168]
[New LWP 9169]
[New LWP 9173]
[New LWP 9174]
[New LWP 9175]
[New LWP 9176]
[New LWP 9181]
[New LWP 9351]
[New LWP 9352]
[New LWP 9353]
[New LWP 9354]
[New LWP 9355]
[New LWP 9356]
[New LWP 9357]
[New LWP 9358]
[New LWP 9359]
[New LWP 9360]
[New LWP 9361]
[New LWP 9362]
[New LWP 9363]
[New LWP 9364]
[New LWP 9365]
[New LWP 9366]
[New LWP 9367]
[New LWP 9368]
[New LWP 9369]
[New LWP 9370]
[New LWP 9371]
[New LWP 9372]
[New LWP 9373]
[New LWP 9374]
[New LWP 9375]
[New LWP 9376]
[New LWP 9377]
[New LWP 9378]
[New LWP 9379]
[New LWP 9380]
[New LWP 9381]
[New LWP 9382]
[New LWP 9383]
[New LWP 9384]
[New LWP 9385]
[New LWP 9386]
[New LWP 9387]
[New LWP 9388]
[New LWP 9389]
[New LWP 9390]
[New LWP 9391]
[New LWP 9392]
[New LWP 9393]
[New LWP 9394]
[New LWP 9395]
[New LWP 9396]
[New LWP 9397]
[New LWP 9398]
[New LWP 9399]
[New LWP 9400]
[New LWP 9401]
[New LWP 9402]
[New LWP 9403]
[New LWP 9404]
[New LWP 9405]
[New LWP 9406]
[New LWP 9407]
[New LWP 9408]
[New LWP 9409]
[New LWP 9410]
[New LWP 9411]
[New LWP 9412]
[New LWP 9413]
[New LWP 10753]
[New LWP 10754]
[New LWP 10755]
[New LWP 10756]
[New LWP 10791]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77d70642d6c0 (LWP 10791) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d70642ccb0, op=137, expected=0, futex_word=0x5622ac1161ac) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac1161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d70642ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac1161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d70642ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac116180, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d707fff6c0 (LWP 10756) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d707ffecb0, op=137, expected=0, futex_word=0x5622ac115fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115fa0, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d706c2e6c0 (LWP 10755) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d706c2dcb0, op=137, expected=0, futex_word=0x5622ac116108) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac116108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d706c2dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac116108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d706c2dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac1160e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac1160e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac1160e0, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d714dfe6c0 (LWP 10754) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d714dfdcb0, op=137, expected=0, futex_word=0x5622ac115f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d714dfdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d714dfdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115f00, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d7155ff6c0 (LWP 10753) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d7155fecb0, op=137, expected=0, futex_word=0x5622ac115e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7155fecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7155fecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115e60, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d706c796c0 (LWP 9413) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706c78928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d706cc46c0 (LWP 9412) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a37d38 in ?? ()
#4  0x0000562291a4b4a8 in ?? ()
#5  0x000056229194d702 in ?? ()
#6  0x00005622915bfc96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x00005622915c264f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000056229138e749 in ?? ()
#9  0x0000562291391e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x00005622914dfb9c in ?? ()
#11 0x00005622914e4f0d in JOIN::optimize_inner() ()
#12 0x00005622914e554e in JOIN::optimize() ()
#13 0x00005622914e569a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x0000562291461ab1 in ?? ()
#16 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#17 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#18 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x0000562291493aa5 in ?? ()
#20 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000056229147561f in do_command(THD*, bool) ()
#23 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000056229158ce1d in handle_one_connection ()
#25 0x00005622918b7647 in ?? ()
#26 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d706d0f6c0 (LWP 9411) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a37d38 in ?? ()
#4  0x0000562291a4b4a8 in ?? ()
#5  0x000056229194d702 in ?? ()
#6  0x00005622915bfc96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x00005622915c264f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000056229138e749 in ?? ()
#9  0x0000562291391e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x00005622914dfb9c in ?? ()
#11 0x00005622914e4f0d in JOIN::optimize_inner() ()
#12 0x00005622914e554e in JOIN::optimize() ()
#13 0x00005622914e569a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x0000562291461ab1 in ?? ()
#16 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#17 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#18 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x0000562291493aa5 in ?? ()
#20 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000056229147561f in do_command(THD*, bool) ()
#23 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000056229158ce1d in handle_one_connection ()
#25 0x00005622918b7647 in ?? ()
#26 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d706d5a6c0 (LWP 9410) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706d59928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d706da56c0 (LWP 9409) "mariadbd"):
#0  0x00005622914a6e0d in ?? ()
#1  0x00005622914bae9f in sub_select(JOIN*, st_join_table*, bool) ()
#2  0x00005622914e6fd0 in JOIN::exec_inner() ()
#3  0x00005622914e7280 in JOIN::exec() ()
#4  0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#5  0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#6  0x0000562291461ab1 in ?? ()
#7  0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#8  0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#9  0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#10 0x0000562291493aa5 in ?? ()
#11 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#12 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#13 0x000056229147561f in do_command(THD*, bool) ()
#14 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#15 0x000056229158ce1d in handle_one_connection ()
#16 0x00005622918b7647 in ?? ()
#17 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#18 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d706df06c0 (LWP 9408) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a47e46 in ?? ()
#4  0x0000562291a06ac2 in ?? ()
#5  0x0000562291959752 in ?? ()
#6  0x00005622916b5c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x00005622916bb781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x00005622915c0510 in handler::multi_range_read_next(void**) ()
#9  0x00005622915c0580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x00005622915c1a34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000056229137ace6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x00005622913a4df9 in ?? ()
#13 0x0000562291546e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#14 0x000056229146f2bc in mysql_execute_command(THD*, bool) ()
#15 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#16 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x0000562291493aa5 in ?? ()
#18 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000056229147561f in do_command(THD*, bool) ()
#21 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000056229158ce1d in handle_one_connection ()
#23 0x00005622918b7647 in ?? ()
#24 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d706e3b6c0 (LWP 9407) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706e3a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d706e866c0 (LWP 9406) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e41a47c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e41a47c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e41a47c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e41a4768, cond=0x77d6e41a4798) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e41a4798, mutex=0x77d6e41a4768) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d706ed16c0 (LWP 9405) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706ed0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d706f1c6c0 (LWP 9404) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706f1b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d706f676c0 (LWP 9403) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706f66928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d706fb26c0 (LWP 9402) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5622acb08120) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622acb08120, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622acb08120, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5622acb080c8, cond=0x5622acb080f8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5622acb080f8, mutex=0x5622acb080c8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d706ffd6c0 (LWP 9401) "mariadbd"):
#0  0x00005622919b6720 in ?? ()
#1  0x00005622919b2c6a in ?? ()
#2  0x0000562291a4a2bb in ?? ()
#3  0x00005622919dbbe1 in ?? ()
#4  0x00005622919de8a8 in ?? ()
#5  0x0000562291a127d7 in ?? ()
#6  0x0000562291a12ce9 in ?? ()
#7  0x00005622919ef401 in ?? ()
#8  0x0000562291956c59 in ?? ()
#9  0x00005622916bdb72 in handler::ha_update_row(unsigned char const*, unsigned char const*) ()
#10 0x00005622915479e9 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#11 0x000056229146f2bc in mysql_execute_command(THD*, bool) ()
#12 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#13 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x0000562291493aa5 in ?? ()
#15 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000056229147561f in do_command(THD*, bool) ()
#18 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000056229158ce1d in handle_one_connection ()
#20 0x00005622918b7647 in ?? ()
#21 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d71406c6c0 (LWP 9400) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd7180e8e74) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd7180e8e74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd7180e8e74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd7180e8e18, cond=0x7fd7180e8e48) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd7180e8e48, mutex=0x7fd7180e8e18) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d7140b76c0 (LWP 9399) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a47e46 in ?? ()
#4  0x0000562291a06ac2 in ?? ()
#5  0x0000562291959752 in ?? ()
#6  0x00005622916b5c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x00005622916bb781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x00005622915c0510 in handler::multi_range_read_next(void**) ()
#9  0x00005622915c0580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x00005622915c1a34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000056229137ace6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x00005622913a4df9 in ?? ()
#13 0x0000562291546e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#14 0x000056229146f2bc in mysql_execute_command(THD*, bool) ()
#15 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#16 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x0000562291493aa5 in ?? ()
#18 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000056229147561f in do_command(THD*, bool) ()
#21 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000056229158ce1d in handle_one_connection ()
#23 0x00005622918b7647 in ?? ()
#24 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d7141026c0 (LWP 9398) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x00005622919a6443 in ?? ()
#2  0x000056229199638d in ?? ()
#3  0x0000562291a2b97a in ?? ()
#4  0x0000562291a2c855 in ?? ()
#5  0x000056229194b87e in ?? ()
#6  0x00005622916b2023 in ?? ()
#7  0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#8  0x000056229159cf0b in trans_commit(THD*) ()
#9  0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#10 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#11 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x0000562291493aa5 in ?? ()
#13 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000056229147561f in do_command(THD*, bool) ()
#16 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000056229158ce1d in handle_one_connection ()
#18 0x00005622918b7647 in ?? ()
#19 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d71414d6c0 (LWP 9397) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71414c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d7141986c0 (LWP 9396) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6fc05bbc0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6fc05bbc0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6fc05bbc0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6fc05bb68, cond=0x77d6fc05bb98) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6fc05bb98, mutex=0x77d6fc05bb68) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d7141e36c0 (LWP 9395) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7141e2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d71422e6c0 (LWP 9394) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d6f8036528, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77d6f8036528, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a19c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x00005622913a2b6e in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d7142796c0 (LWP 9393) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d7000fd434) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d7000fd434, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d7000fd434, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d7000fd3d8, cond=0x77d7000fd408) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d7000fd408, mutex=0x77d7000fd3d8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d7142c46c0 (LWP 9392) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7142c3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d71430f6c0 (LWP 9391) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6f00eb1b4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6f00eb1b4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6f00eb1b4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6f00eb158, cond=0x77d6f00eb188) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6f00eb188, mutex=0x77d6f00eb158) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d71435a6c0 (LWP 9390) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e40e36a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e40e36a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e40e36a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e40e3648, cond=0x77d6e40e3678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e40e3678, mutex=0x77d6e40e3648) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d7143a56c0 (LWP 9389) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7143a4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d7143f06c0 (LWP 9388) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=13, buf=0x77d6dc289598, fd=78) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=78, buf=0x77d6dc289598, len=13, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x00005622913a2c13 in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d71443b6c0 (LWP 9387) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71443a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d7144866c0 (LWP 9386) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714485928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d7144d16c0 (LWP 9385) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd724017a34) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd724017a34, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd724017a34, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd7240179d8, cond=0x7fd724017a08) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd724017a08, mutex=0x7fd7240179d8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d71451c6c0 (LWP 9384) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71451b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d7145676c0 (LWP 9383) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d71004ae44) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d71004ae44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d71004ae44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d71004ade8, cond=0x77d71004ae18) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d71004ae18, mutex=0x77d71004ade8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d7145b26c0 (LWP 9382) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7145b1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d7145fd6c0 (LWP 9381) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d70c06a0a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d70c06a0a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d70c06a0a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d70c06a048, cond=0x77d70c06a078) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d70c06a078, mutex=0x77d70c06a048) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d7176876c0 (LWP 9380) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717686928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d7176d26c0 (LWP 9379) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7176d1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d71771d6c0 (LWP 9378) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71771c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d7177686c0 (LWP 9377) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717767928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d7177b36c0 (LWP 9376) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7177b2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x77d7177fe6c0 (LWP 9375) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7177fd928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd71c07b6c0 (LWP 9374) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e81ad4f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e81ad4f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e81ad4f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e81ad498, cond=0x77d6e81ad4c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e81ad4c8, mutex=0x77d6e81ad498) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd71c0c66c0 (LWP 9373) "mariadbd"):
#0  0x00007fd73271cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x00005622919aac81 in ?? ()
#2  0x00005622919ac6a9 in ?? ()
#3  0x00005622919962b0 in ?? ()
#4  0x000056229199635b in ?? ()
#5  0x0000562291a2b97a in ?? ()
#6  0x0000562291a2c855 in ?? ()
#7  0x000056229194b87e in ?? ()
#8  0x00005622916b2023 in ?? ()
#9  0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#10 0x000056229159cf0b in trans_commit(THD*) ()
#11 0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#12 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#13 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x0000562291493aa5 in ?? ()
#15 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000056229147561f in do_command(THD*, bool) ()
#18 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000056229158ce1d in handle_one_connection ()
#20 0x00005622918b7647 in ?? ()
#21 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd71c1116c0 (LWP 9372) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1aa50 in ?? ()
#2  0x0000562291365efe in ?? ()
#3  0x0000562291a47e46 in ?? ()
#4  0x0000562291363812 in ?? ()
#5  0x0000562291a11334 in ?? ()
#6  0x0000562291a12e60 in ?? ()
#7  0x00005622919ef401 in ?? ()
#8  0x0000562291956c59 in ?? ()
#9  0x00005622916bdb72 in handler::ha_update_row(unsigned char const*, unsigned char const*) ()
#10 0x00005622915479e9 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#11 0x000056229146f2bc in mysql_execute_command(THD*, bool) ()
#12 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#13 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x0000562291493aa5 in ?? ()
#15 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000056229147561f in do_command(THD*, bool) ()
#18 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000056229158ce1d in handle_one_connection ()
#20 0x00005622918b7647 in ?? ()
#21 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd71c15c6c0 (LWP 9371) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e01bf5c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e01bf5c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e01bf5c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e01bf568, cond=0x77d6e01bf598) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e01bf598, mutex=0x77d6e01bf568) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd71c1a76c0 (LWP 9370) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5622ac957b54) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac957b54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac957b54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5622ac957af8, cond=0x5622ac957b28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5622ac957b28, mutex=0x5622ac957af8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd71c1f26c0 (LWP 9369) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c1f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd71c23d6c0 (LWP 9368) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a37d38 in ?? ()
#4  0x0000562291a4b4a8 in ?? ()
#5  0x000056229194d702 in ?? ()
#6  0x00005622915bfc96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x00005622915c264f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000056229138e749 in ?? ()
#9  0x0000562291391e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x00005622914dfb9c in ?? ()
#11 0x00005622914e4f0d in JOIN::optimize_inner() ()
#12 0x00005622914e554e in JOIN::optimize() ()
#13 0x00005622914e569a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x0000562291461ab1 in ?? ()
#16 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#17 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#18 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x0000562291493aa5 in ?? ()
#20 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000056229147561f in do_command(THD*, bool) ()
#23 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000056229158ce1d in handle_one_connection ()
#25 0x00005622918b7647 in ?? ()
#26 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd71c2886c0 (LWP 9367) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d7100074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d7100074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d7100074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d710007498, cond=0x77d7100074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d7100074c8, mutex=0x77d710007498) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd71c2d36c0 (LWP 9366) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c2d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd71c31e6c0 (LWP 9365) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c31d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd71c3696c0 (LWP 9364) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd71c3b46c0 (LWP 9363) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x0000562291a1ab6d in ?? ()
#2  0x0000562291365ffa in ?? ()
#3  0x0000562291a37d38 in ?? ()
#4  0x0000562291a4b83b in ?? ()
#5  0x000056229194d702 in ?? ()
#6  0x00005622915bfc96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x00005622915c264f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000056229138e749 in ?? ()
#9  0x0000562291391e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x00005622914dfb9c in ?? ()
#11 0x00005622914e4f0d in JOIN::optimize_inner() ()
#12 0x00005622914e554e in JOIN::optimize() ()
#13 0x00005622914e569a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x0000562291461ab1 in ?? ()
#16 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#17 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#18 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x0000562291493aa5 in ?? ()
#20 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000056229147561f in do_command(THD*, bool) ()
#23 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000056229158ce1d in handle_one_connection ()
#25 0x00005622918b7647 in ?? ()
#26 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd71c3ff6c0 (LWP 9362) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c3fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd71c44a6c0 (LWP 9361) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd71c4956c0 (LWP 9360) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6f00074f4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6f00074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6f00074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6f0007498, cond=0x77d6f00074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6f00074c8, mutex=0x77d6f0007498) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd71c4e06c0 (LWP 9359) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6ec007fd4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6ec007fd4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6ec007fd4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6ec007f78, cond=0x77d6ec007fa8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6ec007fa8, mutex=0x77d6ec007f78) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd71c52b6c0 (LWP 9358) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c52a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd71c5766c0 (LWP 9357) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77d6e83a2ef8, fd=106) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=106, buf=0x77d6e83a2ef8, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x00005622913a2c13 in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd71c5c16c0 (LWP 9356) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c5c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd72805c6c0 (LWP 9355) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77d6e040c4e8, fd=113) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=113, buf=0x77d6e040c4e8, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x00005622913a2c13 in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd7280a76c0 (LWP 9354) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x5622acc4e048, fd=114) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=114, buf=0x5622acc4e048, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a19c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x00005622913a2b6e in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd7280f26c0 (LWP 9353) "mariadbd"):
#0  0x000056229139ab40 in QUICK_RANGE_SELECT::get_type() ()
#1  0x00005622914d0e9e in ?? ()
#2  0x00005622914a70b9 in ?? ()
#3  0x00005622914bae9f in sub_select(JOIN*, st_join_table*, bool) ()
#4  0x00005622914e6fd0 in JOIN::exec_inner() ()
#5  0x00005622914e7280 in JOIN::exec() ()
#6  0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#7  0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#8  0x0000562291461ab1 in ?? ()
#9  0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#10 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#11 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x0000562291493aa5 in ?? ()
#13 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000056229147561f in do_command(THD*, bool) ()
#16 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000056229158ce1d in handle_one_connection ()
#18 0x00005622918b7647 in ?? ()
#19 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd72813d6c0 (LWP 9352) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d6dc3fdb98, fd=104) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=104, buf=0x77d6dc3fdb98, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a19c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x00005622913a2b6e in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd7281886c0 (LWP 9351) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd728187928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd7281d36c0 (LWP 9181) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7281d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd7286486c0 (LWP 9176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251c1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>, cond=0x56229251c1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251c1c0 <COND_slave_deadlock_handler>, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622913aeb63 in slave_deadlock_handler ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd7286936c0 (LWP 9175) "mariadbd"):
#0  0x00007fd73265ac82 in __GI___sigtimedwait (set=0x7fd728692c10, info=0x7fd728692c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000056229136c5c3 in signal_hand ()
#2  0x00005622918b7647 in ?? ()
#3  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77d7077fe6c0 (LWP 9174) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d7077fdcb0, op=137, expected=0, futex_word=0x5622ac11606c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac11606c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7077fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac11606c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d7077fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac116040, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd7286de6c0 (LWP 9173) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251ed88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251eda0 <LOCK_manager>, cond=0x56229251ed60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251ed60 <COND_manager>, mutex=0x56229251eda0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000056229145ffb0 in handle_manager ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x77d717fff6c0 (LWP 9169) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229246c728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229246c680, cond=0x56229246c700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229246c700, mutex=0x56229246c680) at ./nptl/pthread_cond_wait.c:618
#5  0x0000562291a656c2 in ?? ()
#6  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd728edf6c0 (LWP 9168) "mariadbd"):
#0  0x00007fd73327b9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd73327bc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x0000562291ad85b2 in ?? ()
#3  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd729b146c0 (LWP 9167) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd729b13d00, op=393, expected=0, futex_word=0x562292d517c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd729b13d00, clockid=0, mutex=0x562292d517e0, cond=0x562292d517a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292d517a0, mutex=0x562292d517e0, abstime=0x7fd729b13d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000056229185759d in ?? ()
#6  0x00005622918501b9 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd732a346c0 (LWP 9166) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd732a33d50, op=393, expected=0, futex_word=0x562292dde9c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd732a33d50, clockid=0, mutex=0x562292dde9e0, cond=0x562292dde9a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292dde9a0, mutex=0x562292dde9e0, abstime=0x7fd732a33d50) at ./nptl/pthread_cond_wait.c:643
#5  0x0000562291b36f8d in ?? ()
#6  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd733098880 (LWP 9160) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229137494f in handle_connections_sockets() ()
#2  0x0000562291375d98 in mysqld_main(int, char**) ()
#3  0x00007fd73264524a in __libc_start_call_main (main=main@entry=0x5622913215c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffcae7334c8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd732645305 in __libc_start_main_impl (main=0x5622913215c0 <main>, argc=11, argv=0x7ffcae7334c8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffcae7334b8) at ../csu/libc-start.c:360
#5  0x0000562291369ec1 in _start ()
[Inferior 1 (process 9160) detached]
TS 122782613.1796020242 2026-11-30 06:30:42
[New LWP 9166]
[New LWP 9167]
[New LWP 9168]
[New LWP 9169]
[New LWP 9173]
[New LWP 9174]
[New LWP 9175]
[New LWP 9176]
[New LWP 9181]
[New LWP 9351]
[New LWP 9352]
[New LWP 9353]
[New LWP 9354]
[New LWP 9355]
[New LWP 9356]
[New LWP 9357]
[New LWP 9358]
[New LWP 9359]
[New LWP 9360]
[New LWP 9361]
[New LWP 9362]
[New LWP 9363]
[New LWP 9364]
[New LWP 9365]
[New LWP 9366]
[New LWP 9367]
[New LWP 9368]
[New LWP 9369]
[New LWP 9370]
[New LWP 9371]
[New LWP 9372]
[New LWP 9373]
[New LWP 9374]
[New LWP 9375]
[New LWP 9376]
[New LWP 9377]
[New LWP 9378]
[New LWP 9379]
[New LWP 9380]
[New LWP 9381]
[New LWP 9382]
[New LWP 9383]
[New LWP 9384]
[New LWP 9385]
[New LWP 9386]
[New LWP 9387]
[New LWP 9388]
[New LWP 9389]
[New LWP 9390]
[New LWP 9391]
[New LWP 9392]
[New LWP 9393]
[New LWP 9394]
[New LWP 9395]
[New LWP 9396]
[New LWP 9397]
[New LWP 9398]
[New LWP 9399]
[New LWP 9400]
[New LWP 9401]
[New LWP 9402]
[New LWP 9403]
[New LWP 9404]
[New LWP 9405]
[New LWP 9406]
[New LWP 9407]
[New LWP 9408]
[New LWP 9409]
[New LWP 9410]
[New LWP 9411]
[New LWP 9412]
[New LWP 9413]
[New LWP 10753]
[New LWP 10754]
[New LWP 10755]
[New LWP 10756]
[New LWP 10791]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77d70642d6c0 (LWP 10791) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x562292da8a34) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292da8a34, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292da8a34, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x562292da89e0, cond=0x562292da8a08) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x562292da8a08, mutex=0x562292da89e0) at ./nptl/pthread_cond_wait.c:618
#5  0x0000562291ad7fab in tpool::waitable_task::wait(std::unique_lock<std::mutex>&) ()
#6  0x0000562291ad8006 in tpool::waitable_task::wait() ()
#7  0x0000562291360f6d in ?? ()
#8  0x0000562291a18d9e in ?? ()
#9  0x0000562291a18b81 in ?? ()
#10 0x0000562291ad7d24 in tpool::task_group::execute(tpool::task*) ()
#11 0x0000562291ad64ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#12 0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#13 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#14 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d707fff6c0 (LWP 10756) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d707ffecb0, op=137, expected=0, futex_word=0x5622ac115fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac115fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac115fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d707ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5622ac115c48, cond=0x5622ac115fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac115fa0, mutex=0x5622ac115c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d706c2e6c0 (LWP 10755) "mariadbd"):
#0  0x0000562291a47f1b in ?? ()
#1  0x00005622919fee50 in ?? ()
#2  0x00005622919f8fdd in ?? ()
#3  0x00005622919faa3d in ?? ()
#4  0x00005622919fb888 in ?? ()
#5  0x00005622919c8a1d in ?? ()
#6  0x0000562291a16955 in ?? ()
#7  0x0000562291a18bbd in ?? ()
#8  0x0000562291ad7d24 in tpool::task_group::execute(tpool::task*) ()
#9  0x0000562291ad64ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#10 0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d714dfe6c0 (LWP 10754) "mariadbd"):
#0  0x00005622919cd6f9 in ?? ()
#1  0x0000562291a52cc7 in ?? ()
#2  0x00005622919f909b in ?? ()
#3  0x00005622919faa3d in ?? ()
#4  0x00005622919fafcf in ?? ()
#5  0x00005622919fb63d in ?? ()
#6  0x00005622919c8a1d in ?? ()
#7  0x0000562291a16955 in ?? ()
#8  0x0000562291a18bbd in ?? ()
#9  0x0000562291ad7d24 in tpool::task_group::execute(tpool::task*) ()
#10 0x0000562291ad64ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#11 0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d7155ff6c0 (LWP 10753) "mariadbd"):
#0  0x0000562291a4863a in ?? ()
#1  0x00005622919ff188 in ?? ()
#2  0x00005622919fa915 in ?? ()
#3  0x00005622919fb888 in ?? ()
#4  0x00005622919c8a1d in ?? ()
#5  0x0000562291a16955 in ?? ()
#6  0x0000562291a18bbd in ?? ()
#7  0x0000562291ad7d24 in tpool::task_group::execute(tpool::task*) ()
#8  0x0000562291ad64ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d706c796c0 (LWP 9413) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d70c156780) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d70c156780, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d70c156780, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d70c156728, cond=0x77d70c156758) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d70c156758, mutex=0x77d70c156728) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d706cc46c0 (LWP 9412) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:331
#1  0x000056229198c5a2 in ?? ()
#2  0x0000562291aaa2c1 in ?? ()
#3  0x0000562291a1da56 in ?? ()
#4  0x0000562291a2efbb in ?? ()
#5  0x0000562291362530 in ?? ()
#6  0x0000562291a2d68e in ?? ()
#7  0x0000562291a2d737 in ?? ()
#8  0x000056229194b6c5 in ?? ()
#9  0x000056229194b8db in ?? ()
#10 0x00005622916b2023 in ?? ()
#11 0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#12 0x000056229159cf0b in trans_commit(THD*) ()
#13 0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#14 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#15 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x0000562291493aa5 in ?? ()
#17 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000056229147561f in do_command(THD*, bool) ()
#20 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000056229158ce1d in handle_one_connection ()
#22 0x00005622918b7647 in ?? ()
#23 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d706d0f6c0 (LWP 9411) "mariadbd"):
#0  0x00005622919cbe0f in ?? ()
#1  0x00005622919afb8a in ?? ()
#2  0x0000562291a48d73 in ?? ()
#3  0x00005622919ff188 in ?? ()
#4  0x0000562291a12650 in ?? ()
#5  0x0000562291a12ce9 in ?? ()
#6  0x00005622919ef401 in ?? ()
#7  0x0000562291951e25 in ?? ()
#8  0x00005622916be2af in handler::ha_delete_row(unsigned char const*) ()
#9  0x000056229142579c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#10 0x000056229146e902 in mysql_execute_command(THD*, bool) ()
#11 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#12 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x0000562291493aa5 in ?? ()
#14 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000056229147561f in do_command(THD*, bool) ()
#17 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000056229158ce1d in handle_one_connection ()
#19 0x00005622918b7647 in ?? ()
#20 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d706d5a6c0 (LWP 9410) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6f414f910) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6f414f910, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6f414f910, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6f414f8b8, cond=0x77d6f414f8e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6f414f8e8, mutex=0x77d6f414f8b8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d706da56c0 (LWP 9409) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706da4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d706df06c0 (LWP 9408) "mariadbd"):
#0  0x0000562291944bd0 in ?? ()
#1  0x00005622916ac5fd in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#2  0x00005622914cf783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#3  0x00005622914cfae7 in st_join_table::sort_table() ()
#4  0x00005622914cfbb0 in join_init_read_record(st_join_table*) ()
#5  0x00005622914bae15 in sub_select(JOIN*, st_join_table*, bool) ()
#6  0x00005622914e6fd0 in JOIN::exec_inner() ()
#7  0x00005622914e7280 in JOIN::exec() ()
#8  0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#9  0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#10 0x0000562291461ab1 in ?? ()
#11 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#12 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#13 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x0000562291493aa5 in ?? ()
#15 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000056229147561f in do_command(THD*, bool) ()
#18 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000056229158ce1d in handle_one_connection ()
#20 0x00005622918b7647 in ?? ()
#21 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d706e3b6c0 (LWP 9407) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6f016a090) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6f016a090, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6f016a090, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6f016a038, cond=0x77d6f016a068) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6f016a068, mutex=0x77d6f016a038) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d706e866c0 (LWP 9406) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e41a47c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e41a47c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e41a47c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e41a4768, cond=0x77d6e41a4798) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e41a4798, mutex=0x77d6e41a4768) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d706ed16c0 (LWP 9405) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706ed0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d706f1c6c0 (LWP 9404) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x00005622919a6443 in ?? ()
#2  0x000056229199638d in ?? ()
#3  0x0000562291a2b97a in ?? ()
#4  0x0000562291a2c855 in ?? ()
#5  0x000056229194b87e in ?? ()
#6  0x00005622916b2023 in ?? ()
#7  0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#8  0x000056229159cf0b in trans_commit(THD*) ()
#9  0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#10 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#11 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x0000562291493aa5 in ?? ()
#13 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000056229147561f in do_command(THD*, bool) ()
#16 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000056229158ce1d in handle_one_connection ()
#18 0x00005622918b7647 in ?? ()
#19 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d706f676c0 (LWP 9403) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e03667e4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e03667e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e03667e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e0366788, cond=0x77d6e03667b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e03667b8, mutex=0x77d6e0366788) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d706fb26c0 (LWP 9402) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706fb1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d706ffd6c0 (LWP 9401) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d706ffc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d71406c6c0 (LWP 9400) "mariadbd"):
#0  __libc_pwrite64 (offset=<optimized out>, count=12288, buf=0x77d715600000, fd=12) at ../sysdeps/unix/sysv/linux/pwrite64.c:25
#1  __libc_pwrite64 (fd=12, buf=0x77d715600000, count=12288, offset=56664064) at ../sysdeps/unix/sysv/linux/pwrite64.c:23
#2  0x00005622919955d2 in ?? ()
#3  0x0000562291995652 in ?? ()
#4  0x00005622919957a2 in ?? ()
#5  0x00005622919963ee in ?? ()
#6  0x0000562291a2b97a in ?? ()
#7  0x0000562291a2c855 in ?? ()
#8  0x000056229194b87e in ?? ()
#9  0x00005622916b2023 in ?? ()
#10 0x00005622916b340b in ha_commit_trans(THD*, bool) ()
#11 0x000056229159cf0b in trans_commit(THD*) ()
#12 0x000056229146ee25 in mysql_execute_command(THD*, bool) ()
#13 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#14 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x0000562291493aa5 in ?? ()
#16 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000056229147561f in do_command(THD*, bool) ()
#19 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000056229158ce1d in handle_one_connection ()
#21 0x00005622918b7647 in ?? ()
#22 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d7140b76c0 (LWP 9399) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7140b6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d7141026c0 (LWP 9398) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d708043a10) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d708043a10, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d708043a10, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d7080439b8, cond=0x77d7080439e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d7080439e8, mutex=0x77d7080439b8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d71414d6c0 (LWP 9397) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71414c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d7141986c0 (LWP 9396) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77d6fc04cdd8, fd=64) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=64, buf=0x77d6fc04cdd8, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x0000562291827401 in vio_write ()
#3  0x00005622917eeac9 in net_real_write ()
#4  0x00005622917eeea3 in net_flush ()
#5  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x00005622913a2c13 in Protocol::end_statement() ()
#7  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000056229147561f in do_command(THD*, bool) ()
#9  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000056229158ce1d in handle_one_connection ()
#11 0x00005622918b7647 in ?? ()
#12 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d7141e36c0 (LWP 9395) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7141e2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d71422e6c0 (LWP 9394) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6f8035f30) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6f8035f30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6f8035f30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6f8035ed8, cond=0x77d6f8035f08) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6f8035f08, mutex=0x77d6f8035ed8) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d7142796c0 (LWP 9393) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714278928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d7142c46c0 (LWP 9392) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7142c3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d71430f6c0 (LWP 9391) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71430e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d71435a6c0 (LWP 9390) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e40e36a0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e40e36a0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e40e36a0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e40e3648, cond=0x77d6e40e3678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e40e3678, mutex=0x77d6e40e3648) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d7143a56c0 (LWP 9389) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7143a4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d7143f06c0 (LWP 9388) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7143ef928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d71443b6c0 (LWP 9387) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71443a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d7144866c0 (LWP 9386) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5622ac97ee64) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5622ac97ee64, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5622ac97ee64, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5622ac97ee08, cond=0x5622ac97ee38) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5622ac97ee38, mutex=0x5622ac97ee08) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d7144d16c0 (LWP 9385) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7144d0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d71451c6c0 (LWP 9384) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d7145193f0, op=393, expected=0, futex_word=0x7fd728f1893c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd728f1893c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77d7145193f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd728f1893c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77d7145193f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x77d7145193f0, clockid=0, mutex=0x562292da3140, cond=0x7fd728f18910) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7fd728f18910, mutex=0x562292da3140, abstime=0x77d7145193f0) at ./nptl/pthread_cond_wait.c:643
#5  0x0000562291993024 in ?? ()
#6  0x00005622919ee580 in ?? ()
#7  0x0000562291a06728 in ?? ()
#8  0x0000562291959752 in ?? ()
#9  0x00005622916b5c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x00005622916bb781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x00005622915c0510 in handler::multi_range_read_next(void**) ()
#12 0x00005622915c0580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x00005622915c1a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000056229137ace6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x00005622913a4df9 in ?? ()
#16 0x0000562291546e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000056229146f2bc in mysql_execute_command(THD*, bool) ()
#18 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#19 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x0000562291493aa5 in ?? ()
#21 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000056229147561f in do_command(THD*, bool) ()
#24 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000056229158ce1d in handle_one_connection ()
#26 0x00005622918b7647 in ?? ()
#27 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d7145676c0 (LWP 9383) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d714566928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d7145b26c0 (LWP 9382) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7145b1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d7145fd6c0 (LWP 9381) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7145fc928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d7176876c0 (LWP 9380) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717686928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d7176d26c0 (LWP 9379) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7176d1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d71771d6c0 (LWP 9378) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d71771c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d7177686c0 (LWP 9377) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d717767928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d7177b36c0 (LWP 9376) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6ec0d8fc4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6ec0d8fc4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6ec0d8fc4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6ec0d8f68, cond=0x77d6ec0d8f98) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6ec0d8f98, mutex=0x77d6ec0d8f68) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x77d7177fe6c0 (LWP 9375) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x77d7177fd928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd71c07b6c0 (LWP 9374) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c07a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd71c0c66c0 (LWP 9373) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c0c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd71c1116c0 (LWP 9372) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd71c15c6c0 (LWP 9371) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c15b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd71c1a76c0 (LWP 9370) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c1a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd71c1f26c0 (LWP 9369) "mariadbd"):
#0  __memset_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memset-vec-unaligned-erms.S:225
#1  0x00005622913a1894 in Protocol_binary::prepare_for_resend() ()
#2  0x0000562291417148 in select_send::send_data(List<Item>&) ()
#3  0x00005622914d1062 in ?? ()
#4  0x00005622914a70b9 in ?? ()
#5  0x00005622914dcf5b in AGGR_OP::end_send() ()
#6  0x00005622914dd1d8 in sub_select_postjoin_aggr(JOIN*, st_join_table*, bool) ()
#7  0x00005622914e6e8f in JOIN::exec_inner() ()
#8  0x00005622914e7280 in JOIN::exec() ()
#9  0x00005622914e56f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#10 0x00005622914e5e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#11 0x0000562291461ab1 in ?? ()
#12 0x000056229146fcd7 in mysql_execute_command(THD*, bool) ()
#13 0x0000562291492db2 in Prepared_statement::execute(String*, bool) ()
#14 0x0000562291492f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x0000562291493aa5 in ?? ()
#16 0x0000562291493c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x0000562291473ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000056229147561f in do_command(THD*, bool) ()
#19 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000056229158ce1d in handle_one_connection ()
#21 0x00005622918b7647 in ?? ()
#22 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd71c23d6c0 (LWP 9368) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c23c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd71c2886c0 (LWP 9367) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd71c2d36c0 (LWP 9366) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c2d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd71c31e6c0 (LWP 9365) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d70c0113d0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d70c0113d0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d70c0113d0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d70c011378, cond=0x77d70c0113a8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d70c0113a8, mutex=0x77d70c011378) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd71c3696c0 (LWP 9364) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd71c3b46c0 (LWP 9363) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c3b3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd71c3ff6c0 (LWP 9362) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c3fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd71c44a6c0 (LWP 9361) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd71c4956c0 (LWP 9360) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd71c4e06c0 (LWP 9359) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c4df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd71c52b6c0 (LWP 9358) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c52a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd71c5766c0 (LWP 9357) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd71c5c16c0 (LWP 9356) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd71c5c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd72805c6c0 (LWP 9355) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd72805b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd7280a76c0 (LWP 9354) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7280a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd7280f26c0 (LWP 9353) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd7280f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd72813d6c0 (LWP 9352) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x7fd72813c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229182704b in vio_io_wait ()
#2  0x0000562291827110 in vio_socket_io_wait ()
#3  0x00005622918271b3 in vio_read ()
#4  0x00005622917ee229 in ?? ()
#5  0x00005622917ef520 in my_net_read_packet_reallen ()
#6  0x00005622917ef63d in my_net_read_packet ()
#7  0x0000562291475581 in do_command(THD*, bool) ()
#8  0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000056229158ce1d in handle_one_connection ()
#10 0x00005622918b7647 in ?? ()
#11 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd7281886c0 (LWP 9351) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e8007184) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e8007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e8007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e8007128, cond=0x77d6e8007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e8007158, mutex=0x77d6e8007128) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd7281d36c0 (LWP 9181) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d6e4007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d6e4007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d6e4007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d6e4007128, cond=0x77d6e4007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d6e4007158, mutex=0x77d6e4007128) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622917eebca in net_real_write ()
#6  0x00005622917eeea3 in net_flush ()
#7  0x00005622913a28b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x00005622913a2c13 in Protocol::end_statement() ()
#9  0x0000562291472a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000056229147561f in do_command(THD*, bool) ()
#11 0x000056229158cabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000056229158ce1d in handle_one_connection ()
#13 0x00005622918b7647 in ?? ()
#14 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd7286486c0 (LWP 9176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251c1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251c1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>, cond=0x56229251c1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251c1c0 <COND_slave_deadlock_handler>, mutex=0x56229251a3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005622913aeb63 in slave_deadlock_handler ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd7286936c0 (LWP 9175) "mariadbd"):
#0  0x00007fd73265ac82 in __GI___sigtimedwait (set=0x7fd728692c10, info=0x7fd728692c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000056229136c5c3 in signal_hand ()
#2  0x00005622918b7647 in ?? ()
#3  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x77d7077fe6c0 (LWP 9174) "mariadbd"):
#0  futex_wait (private=0, expected=2, futex_word=0x5622ac115c48) at ../sysdeps/nptl/futex-internal.h:146
#1  __GI___lll_lock_wait (futex=futex@entry=0x5622ac115c48, private=0) at ./nptl/lowlevellock.c:49
#2  0x00007fd7326a9753 in __pthread_mutex_cond_lock (mutex=mutex@entry=0x5622ac115c48) at ../nptl/pthread_mutex_lock.c:93
#3  0x00007fd7326a6a9c in __pthread_cond_wait_common (abstime=<optimized out>, clockid=<optimized out>, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:607
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=<optimized out>, mutex=0x5622ac115c48, cond=0x5622ac116040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5622ac116040, mutex=0x5622ac115c48, clockid=<optimized out>, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x0000562291ad5a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x0000562291ad63cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x0000562291ad64fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd7286de6c0 (LWP 9173) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229251ed88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229251ed88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229251eda0 <LOCK_manager>, cond=0x56229251ed60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229251ed60 <COND_manager>, mutex=0x56229251eda0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000056229145ffb0 in handle_manager ()
#6  0x00005622918b7647 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x77d717fff6c0 (LWP 9169) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56229246c728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56229246c728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56229246c680, cond=0x56229246c700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x56229246c700, mutex=0x56229246c680) at ./nptl/pthread_cond_wait.c:618
#5  0x0000562291a656c2 in ?? ()
#6  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd728edf6c0 (LWP 9168) "mariadbd"):
#0  0x00007fd73327b9f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd73327bc39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x0000562291ad85b2 in ?? ()
#3  0x00007fd7328d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd729b146c0 (LWP 9167) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd729b13d00, op=393, expected=0, futex_word=0x562292d517c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292d517c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd729b13d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd729b13d00, clockid=0, mutex=0x562292d517e0, cond=0x562292d517a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292d517a0, mutex=0x562292d517e0, abstime=0x7fd729b13d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000056229185759d in ?? ()
#6  0x00005622918501b9 in ?? ()
#7  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd732a346c0 (LWP 9166) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd732a33d50, op=393, expected=0, futex_word=0x562292dde9c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd7326a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x562292dde9c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd732a33d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd7326a68bc in __pthread_cond_wait_common (abstime=0x7fd732a33d50, clockid=0, mutex=0x562292dde9e0, cond=0x562292dde9a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x562292dde9a0, mutex=0x562292dde9e0, abstime=0x7fd732a33d50) at ./nptl/pthread_cond_wait.c:643
#5  0x0000562291b36f8d in ?? ()
#6  0x00007fd7326a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd7327278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd733098880 (LWP 9160) "mariadbd"):
#0  0x00007fd73271a26f in __GI___poll (fds=0x5622ac7d0a18, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000056229137494f in handle_connections_sockets() ()
#2  0x0000562291375d98 in mysqld_main(int, char**) ()
#3  0x00007fd73264524a in __libc_start_call_main (main=main@entry=0x5622913215c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffcae7334c8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd732645305 in __libc_start_main_impl (main=0x5622913215c0 <main>, argc=11, argv=0x7ffcae7334c8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffcae7334b8) at ../csu/libc-start.c:360
#5  0x0000562291369ec1 in _start ()
[Inferior 1 (process 9160) detached]
TS 983406599.1796020243 2026-11-30 06:30:43
