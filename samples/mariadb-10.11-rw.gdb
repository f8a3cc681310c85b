[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8191]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
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
[New LWP 9845]
[New LWP 9846]
[New LWP 9847]
[New LWP 9848]
[New LWP 9857]
[New LWP 10614]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fa3850f16c0 (LWP 10614) "iou-wrk-8187"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77a35ae866c0 (LWP 9857) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35ae85cb0, op=137, expected=0, futex_word=0x55f204d341a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34180, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77a370ffd6c0 (LWP 9848) "mariadbd"):
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

Thread 76 (Thread 0x77a35bfff6c0 (LWP 9847) "mariadbd"):
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

Thread 75 (Thread 0x77a3717fe6c0 (LWP 9846) "mariadbd"):
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

Thread 74 (Thread 0x77a35b7fe6c0 (LWP 9845) "mariadbd"):
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

Thread 73 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eafee443 in ?? ()
#2  0x000055f1eafde38d in ?? ()
#3  0x000055f1eb07397a in ?? ()
#4  0x000055f1eb074855 in ?? ()
#5  0x000055f1eaf9387e in ?? ()
#6  0x000055f1eacfa023 in ?? ()
#7  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#8  0x000055f1eabe4f0b in trans_commit(THD*) ()
#9  0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
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

Thread 72 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a368202000) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a368202000, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a368202000, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a368201fa8, cond=0x77a368201fd8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a368201fd8, mutex=0x77a368201fa8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
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

Thread 70 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
#0  0x000055f1eb062b12 in ?? ()
#1  0x000055f1ea9adffa in ?? ()
#2  0x000055f1eb07fd38 in ?? ()
#3  0x000055f1eb0934a8 in ?? ()
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

Thread 69 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a3542400a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a3542400a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a3542400a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a354240048, cond=0x77a354240078) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a354240078, mutex=0x77a354240048) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
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

Thread 66 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
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

Thread 65 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
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

Thread 64 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a344008ab8, fd=62) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=62, buf=0x77a344008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 62 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
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

Thread 61 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
#0  0x000055f1eb062b12 in ?? ()
#1  0x000055f1ea9adffa in ?? ()
#2  0x000055f1eb08fe46 in ?? ()
#3  0x000055f1eb04eac2 in ?? ()
#4  0x000055f1eafa1752 in ?? ()
#5  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eab16c7c in ?? ()
#8  0x000055f1eab16db8 in ?? ()
#9  0x000055f1eab27597 in ?? ()
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

Thread 60 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1eafd5691 in ?? ()
#3  0x000055f1ea9a65e5 in ?? ()
#4  0x000055f1eb08dc2a in ?? ()
#5  0x000055f1eb09228f in ?? ()
#6  0x000055f1eb023be1 in ?? ()
#7  0x000055f1eb0268a8 in ?? ()
#8  0x000055f1eb0288d2 in ?? ()
#9  0x000055f1eb038b4a in ?? ()
#10 0x000055f1eafa1fb4 in ?? ()
#11 0x000055f1ead054df in handler::ha_write_row(unsigned char const*) ()
#12 0x000055f1eaa79624 in Write_record::single_insert(unsigned long long*) ()
#13 0x000055f1eaa7a1a9 in Write_record::write_record() ()
#14 0x000055f1eaa81c2e in mysql_insert(THD*, TABLE_LIST*, List<Item>&, List<List<Item> >&, List<Item>&, List<Item>&, enum_duplicates, bool, select_result*) ()
#15 0x000055f1eaab4b87 in mysql_execute_command(THD*, bool) ()
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

Thread 59 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x7fa380008ab8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x7fa380008ab8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 58 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
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

Thread 57 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
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

Thread 56 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb0629b0 in ?? ()
#2  0x000055f1ea9adfca in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1ea9ab812 in ?? ()
#5  0x000055f1eb059334 in ?? ()
#6  0x000055f1eb05ae60 in ?? ()
#7  0x000055f1eb037401 in ?? ()
#8  0x000055f1eaf99e25 in ?? ()
#9  0x000055f1ead062af in handler::ha_delete_row(unsigned char const*) ()
#10 0x000055f1eaa6d79c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#11 0x000055f1eaab6902 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
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

Thread 54 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb07fd38 in ?? ()
#4  0x000055f1eb0934a8 in ?? ()
#5  0x000055f1eaf95702 in ?? ()
#6  0x000055f1eac07c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055f1eac0a64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055f1ea9d6749 in ?? ()
#9  0x000055f1ea9d9e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055f1eab27b9c in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
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

Thread 51 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
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

Thread 49 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb07fd38 in ?? ()
#4  0x000055f1eb0934a8 in ?? ()
#5  0x000055f1eaf95702 in ?? ()
#6  0x000055f1eac07c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055f1eac0a64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055f1ea9d6749 in ?? ()
#9  0x000055f1ea9d9e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055f1eab27b9c in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
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

Thread 46 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
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

Thread 45 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
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

Thread 44 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fa3800bdd94) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fa3800bdd94, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fa3800bdd94, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fa3800bdd38, cond=0x7fa3800bdd68) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fa3800bdd68, mutex=0x7fa3800bdd38) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
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

Thread 41 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb0629b0 in ?? ()
#2  0x000055f1ea9adfca in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1ea9ab812 in ?? ()
#5  0x000055f1eb059334 in ?? ()
#6  0x000055f1eb05ae60 in ?? ()
#7  0x000055f1eb037401 in ?? ()
#8  0x000055f1eaf9ec59 in ?? ()
#9  0x000055f1ead05b72 in handler::ha_update_row(unsigned char const*, unsigned char const*) ()
#10 0x000055f1eab8f9e9 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#11 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062a50 in ?? ()
#2  0x000055f1ea9adefe in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1ea9ab812 in ?? ()
#5  0x000055f1eb059334 in ?? ()
#6  0x000055f1eb05ae60 in ?? ()
#7  0x000055f1eb037401 in ?? ()
#8  0x000055f1eaf99e25 in ?? ()
#9  0x000055f1ead062af in handler::ha_delete_row(unsigned char const*) ()
#10 0x000055f1eaa6d79c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#11 0x000055f1eaab6902 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1eafdb833 in ?? ()
#3  0x000055f1eb04e6d0 in ?? ()
#4  0x000055f1eafa1752 in ?? ()
#5  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#7  0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#8  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055f1ea9ecdf9 in ?? ()
#12 0x000055f1eab8ee42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#13 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
#14 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055f1eaadbaa5 in ?? ()
#17 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055f1eaabd61f in do_command(THD*, bool) ()
#20 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055f1eabd4e1d in handle_one_connection ()
#22 0x000055f1eaeff647 in ?? ()
#23 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
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

Thread 37 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
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

Thread 36 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
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

Thread 35 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  0x00007fa38f11cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055f1eaff2c81 in ?? ()
#2  0x000055f1eaff46a9 in ?? ()
#3  0x000055f1eafde2b0 in ?? ()
#4  0x000055f1eafde35b in ?? ()
#5  0x000055f1eb07397a in ?? ()
#6  0x000055f1eb074855 in ?? ()
#7  0x000055f1eaf9387e in ?? ()
#8  0x000055f1eacfa023 in ?? ()
#9  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#10 0x000055f1eabe4f0b in trans_commit(THD*) ()
#11 0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
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

Thread 33 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
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

Thread 32 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
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

Thread 31 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062a50 in ?? ()
#2  0x000055f1ea9adefe in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb026f3c in ?? ()
#5  0x000055f1eb0284dc in ?? ()
#6  0x000055f1eb028a61 in ?? ()
#7  0x000055f1eb038b4a in ?? ()
#8  0x000055f1eafa1fb4 in ?? ()
#9  0x000055f1ead054df in handler::ha_write_row(unsigned char const*) ()
#10 0x000055f1eaa79624 in Write_record::single_insert(unsigned long long*) ()
#11 0x000055f1eaa7a1a9 in Write_record::write_record() ()
#12 0x000055f1eaa81c2e in mysql_insert(THD*, TABLE_LIST*, List<Item>&, List<List<Item> >&, List<Item>&, List<Item>&, enum_duplicates, bool, select_result*) ()
#13 0x000055f1eaab4b87 in mysql_execute_command(THD*, bool) ()
#14 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055f1eaadbaa5 in ?? ()
#17 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055f1eaabd61f in do_command(THD*, bool) ()
#20 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055f1eabd4e1d in handle_one_connection ()
#22 0x000055f1eaeff647 in ?? ()
#23 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
#0  0x000055f1ead31860 in Item_equal::fix_fields(THD*, Item**) ()
#1  0x000055f1eab0501f in Item_func_eq::build_equal_items(THD*, COND_EQUAL*, bool, COND_EQUAL**) ()
#2  0x000055f1eaae94ce in ?? ()
#3  0x000055f1eaaef66e in ?? ()
#4  0x000055f1eab2c398 in JOIN::optimize_inner() ()
#5  0x000055f1eab2d54e in JOIN::optimize() ()
#6  0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#7  0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#8  0x000055f1eaaa9ab1 in ?? ()
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

Thread 29 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
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

Thread 28 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
#0  0x000055f1eb062b12 in ?? ()
#1  0x000055f1ea9adffa in ?? ()
#2  0x000055f1eb08fe46 in ?? ()
#3  0x000055f1eb04eac2 in ?? ()
#4  0x000055f1eafa1752 in ?? ()
#5  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eab16c7c in ?? ()
#8  0x000055f1eab16db8 in ?? ()
#9  0x000055f1eab27597 in ?? ()
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

Thread 27 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a34c3257d8, fd=112) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=112, buf=0x77a34c3257d8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 26 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1eafdb833 in ?? ()
#3  0x000055f1eb04e6d0 in ?? ()
#4  0x000055f1eafa1752 in ?? ()
#5  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#7  0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#8  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055f1ea9ecdf9 in ?? ()
#12 0x000055f1eab8ee42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#13 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
#14 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055f1eaadbaa5 in ?? ()
#17 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055f1eaabd61f in do_command(THD*, bool) ()
#20 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055f1eabd4e1d in handle_one_connection ()
#22 0x000055f1eaeff647 in ?? ()
#23 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062a50 in ?? ()
#2  0x000055f1eafd9fa9 in ?? ()
#3  0x000055f1ea9aa928 in ?? ()
#4  0x000055f1eb07568e in ?? ()
#5  0x000055f1eb075737 in ?? ()
#6  0x000055f1eaf936c5 in ?? ()
#7  0x000055f1eaf938db in ?? ()
#8  0x000055f1eacfa023 in ?? ()
#9  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#10 0x000055f1eabe4f0b in trans_commit(THD*) ()
#11 0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
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

Thread 23 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a33c2c6358, fd=110) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=110, buf=0x77a33c2c6358, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 22 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
#0  0x000055f1eb062b12 in ?? ()
#1  0x000055f1ea9adffa in ?? ()
#2  0x000055f1eb08fe46 in ?? ()
#3  0x000055f1eb04eac2 in ?? ()
#4  0x000055f1eafa1752 in ?? ()
#5  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eab16c7c in ?? ()
#8  0x000055f1eab16db8 in ?? ()
#9  0x000055f1eab27597 in ?? ()
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

Thread 20 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a364075bc8, fd=105) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=105, buf=0x77a364075bc8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 19 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
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

Thread 18 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a348007fd0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a348007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a348007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a348007f78, cond=0x77a348007fa8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a348007fa8, mutex=0x77a348007f78) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a34c0074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a34c0074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a34c0074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a34c007498, cond=0x77a34c0074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a34c0074c8, mutex=0x77a34c007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
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

Thread 15 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
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

Thread 14 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
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

Thread 13 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb07fd38 in ?? ()
#4  0x000055f1eb0934a8 in ?? ()
#5  0x000055f1eaf95702 in ?? ()
#6  0x000055f1eac07c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055f1eac0a64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055f1ea9d6749 in ?? ()
#9  0x000055f1ea9d9e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055f1eab27b9c in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
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

Thread 11 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
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

Thread 9 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x77a371fff6c0 (LWP 8188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a371ffecb0, op=137, expected=0, futex_word=0x55f204d33e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
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
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa3850f0d30, op=393, expected=0, futex_word=0x55f1ebab472c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0) at ./nptl/futex-internal.c:139
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
#6  0x000055f1eae981b9 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 320525976.1796020505 2026-11-30 06:35:05
[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8191]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
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
[New LWP 9845]
[New LWP 9846]
[New LWP 9847]
[New LWP 9848]
[New LWP 9857]
[New LWP 10614]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fa3850f16c0 (LWP 10614) "iou-wrk-8187"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77a35ae866c0 (LWP 9857) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35ae85cb0, op=137, expected=0, futex_word=0x55f204d341a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34180, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77a370ffd6c0 (LWP 9848) "mariadbd"):
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

Thread 76 (Thread 0x77a35bfff6c0 (LWP 9847) "mariadbd"):
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

Thread 75 (Thread 0x77a3717fe6c0 (LWP 9846) "mariadbd"):
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

Thread 74 (Thread 0x77a35b7fe6c0 (LWP 9845) "mariadbd"):
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

Thread 73 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
#0  0x000055f1eb013829 in ?? ()
#1  0x000055f1eb013e8d in ?? ()
#2  0x000055f1eb05ca90 in ?? ()
#3  0x000055f1eb050043 in ?? ()
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

Thread 72 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
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

Thread 71 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x77a36c008ab8, fd=55) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=55, buf=0x77a36c008ab8, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 70 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
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

Thread 69 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a360015278, fd=59) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=59, buf=0x77a360015278, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 68 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
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

Thread 67 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
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

Thread 66 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
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

Thread 65 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a34c257010) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a34c257010, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a34c257010, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a34c256fb8, cond=0x77a34c256fe8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a34c256fe8, mutex=0x77a34c256fb8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
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

Thread 63 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
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

Thread 62 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
#0  0x000055f1eaaddc50 in Item_param::val_int() ()
#1  0x000055f1ead39c56 in Item_func_between::val_int_cmp_int() ()
#2  0x000055f1ea9e28c7 in Item_func_between::val_bool() ()
#3  0x000055f1eaaeedc7 in ?? ()
#4  0x000055f1eab02e9f in sub_select(JOIN*, st_join_table*, bool) ()
#5  0x000055f1eab2efd0 in JOIN::exec_inner() ()
#6  0x000055f1eab2f280 in JOIN::exec() ()
#7  0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#8  0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#9  0x000055f1eaaa9ab1 in ?? ()
#10 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#11 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#12 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x000055f1eaadbaa5 in ?? ()
#14 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000055f1eaabd61f in do_command(THD*, bool) ()
#17 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000055f1eabd4e1d in handle_one_connection ()
#19 0x000055f1eaeff647 in ?? ()
#20 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77a33c008748, fd=64) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=64, buf=0x77a33c008748, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 60 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
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

Thread 59 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
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

Thread 58 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
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

Thread 57 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a36c0f2a54) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a36c0f2a54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a36c0f2a54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a36c0f29f8, cond=0x77a36c0f2a28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a36c0f2a28, mutex=0x77a36c0f29f8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  0x000055f1eacf22e9 in ?? ()
#1  0x000055f1eacf4ce6 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#2  0x000055f1eab17783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#3  0x000055f1eab17ae7 in st_join_table::sort_table() ()
#4  0x000055f1eab17bb0 in join_init_read_record(st_join_table*) ()
#5  0x000055f1eab02e15 in sub_select(JOIN*, st_join_table*, bool) ()
#6  0x000055f1eab2efd0 in JOIN::exec_inner() ()
#7  0x000055f1eab2f280 in JOIN::exec() ()
#8  0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#9  0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#10 0x000055f1eaaa9ab1 in ?? ()
#11 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a3680b7204) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a3680b7204, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a3680b7204, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a3680b71a8, cond=0x77a3680b71d8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a3680b71d8, mutex=0x77a3680b71a8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
#0  0x00007fa38f11cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055f1eaff2c81 in ?? ()
#2  0x000055f1eaff46a9 in ?? ()
#3  0x000055f1eafde2b0 in ?? ()
#4  0x000055f1eafde35b in ?? ()
#5  0x000055f1eb07397a in ?? ()
#6  0x000055f1eb074855 in ?? ()
#7  0x000055f1eaf9387e in ?? ()
#8  0x000055f1eacfa023 in ?? ()
#9  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#10 0x000055f1eabe4f0b in trans_commit(THD*) ()
#11 0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
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

Thread 52 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a3541640c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a3541640c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a3541640c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a354164068, cond=0x77a354164098) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a354164098, mutex=0x77a354164068) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
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

Thread 50 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77a34813e158, fd=74) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=74, buf=0x77a34813e158, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 49 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a3705ec3f0, op=393, expected=0, futex_word=0x7fa385930a3c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fa385930a3c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77a3705ec3f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fa385930a3c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77a3705ec3f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x77a3705ec3f0, clockid=0, mutex=0x55f1ec3eb140, cond=0x7fa385930a10) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7fa385930a10, mutex=0x55f1ec3eb140, abstime=0x77a3705ec3f0) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eafdb024 in ?? ()
#6  0x000055f1eb036580 in ?? ()
#7  0x000055f1eb04e728 in ?? ()
#8  0x000055f1eafa1752 in ?? ()
#9  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#12 0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055f1ea9ecdf9 in ?? ()
#16 0x000055f1eab8ee42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
#18 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#19 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x000055f1eaadbaa5 in ?? ()
#21 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000055f1eaabd61f in do_command(THD*, bool) ()
#24 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000055f1eabd4e1d in handle_one_connection ()
#26 0x000055f1eaeff647 in ?? ()
#27 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
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

Thread 47 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eafee443 in ?? ()
#2  0x000055f1eafde38d in ?? ()
#3  0x000055f1eb07397a in ?? ()
#4  0x000055f1eb074855 in ?? ()
#5  0x000055f1eaf9387e in ?? ()
#6  0x000055f1eacfa023 in ?? ()
#7  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#8  0x000055f1eabe4f0b in trans_commit(THD*) ()
#9  0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
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

Thread 46 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77a338253268, fd=80) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=80, buf=0x77a338253268, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 45 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
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

Thread 44 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
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

Thread 43 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
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

Thread 42 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
#0  __GI___libc_malloc (bytes=1504) at ./malloc/malloc.c:3334
#1  0x000055f1eb1780b1 in my_malloc ()
#2  0x000055f1eaf8b4c2 in ?? ()
#3  0x000055f1eaf865da in ?? ()
#4  0x000055f1eacfc9d2 in handler::ha_open(TABLE*, char const*, int, unsigned int, st_mem_root*, List<String>*) ()
#5  0x000055f1eab0d8c4 in open_tmp_table(TABLE*) ()
#6  0x000055f1eab24c4d in AGGR_OP::prepare_tmp_table() ()
#7  0x000055f1eab24d0d in AGGR_OP::put_record(bool) ()
#8  0x000055f1eaaef0b9 in ?? ()
#9  0x000055f1eab02e2a in sub_select(JOIN*, st_join_table*, bool) ()
#10 0x000055f1eab2efd0 in JOIN::exec_inner() ()
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

Thread 41 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a36c0e26a0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a36c0e26a0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a36c0e26a0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a36c0e2648, cond=0x77a36c0e2678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a36c0e2678, mutex=0x77a36c0e2648) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa3780c33f0, op=393, expected=0, futex_word=0x7fa385934c38) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fa385934c38, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3780c33f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fa385934c38, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3780c33f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x7fa3780c33f0, clockid=0, mutex=0x55f1ec3eb140, cond=0x7fa385934c10) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7fa385934c10, mutex=0x55f1ec3eb140, abstime=0x7fa3780c33f0) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eafdb024 in ?? ()
#6  0x000055f1eb036580 in ?? ()
#7  0x000055f1eb04e728 in ?? ()
#8  0x000055f1eafa1752 in ?? ()
#9  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#12 0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055f1ea9ecdf9 in ?? ()
#16 0x000055f1eab8ee42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
#18 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#19 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x000055f1eaadbaa5 in ?? ()
#21 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000055f1eaabd61f in do_command(THD*, bool) ()
#24 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000055f1eabd4e1d in handle_one_connection ()
#26 0x000055f1eaeff647 in ?? ()
#27 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36833c398, fd=84) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=84, buf=0x77a36833c398, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 38 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77a35c2c2948, fd=109) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=109, buf=0x77a35c2c2948, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 37 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
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

Thread 36 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
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

Thread 35 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x7fa38023c608, fd=86) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=86, buf=0x7fa38023c608, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 34 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
#0  0x000055f1eb05cb2f in ?? ()
#1  0x000055f1eb050043 in ?? ()
#2  0x000055f1eaf9a066 in ?? ()
#3  0x000055f1eacfe347 in handler::ha_index_next(unsigned char*) ()
#4  0x000055f1ead0382d in handler::read_range_next() ()
#5  0x000055f1eac0848c in handler::multi_range_read_next(void**) ()
#6  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#7  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#8  0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#9  0x000055f1ea9ecdf9 in ?? ()
#10 0x000055f1eab02e71 in sub_select(JOIN*, st_join_table*, bool) ()
#11 0x000055f1eab2efd0 in JOIN::exec_inner() ()
#12 0x000055f1eab2f280 in JOIN::exec() ()
#13 0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
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

Thread 32 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a354319828, fd=111) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=111, buf=0x77a354319828, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 31 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a348018384) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a348018384, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a348018384, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a348018328, cond=0x77a348018358) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a348018358, mutex=0x77a348018328) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
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

Thread 29 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
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

Thread 28 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
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

Thread 27 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
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

Thread 26 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
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

Thread 25 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
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

Thread 24 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#9  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x000055f1ea9ecdf9 in ?? ()
#13 0x000055f1eaa6d6b3 in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#14 0x000055f1eaab6902 in mysql_execute_command(THD*, bool) ()
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

Thread 23 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a33c0d7e84) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a33c0d7e84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a33c0d7e84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a33c0d7e28, cond=0x77a33c0d7e58) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a33c0d7e58, mutex=0x77a33c0d7e28) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
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

Thread 21 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
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

Thread 20 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a364075bc8, fd=105) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=105, buf=0x77a364075bc8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 19 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77a3682cead8, fd=108) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=108, buf=0x77a3682cead8, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 18 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77a348346458, fd=96) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=96, buf=0x77a348346458, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 17 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
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

Thread 16 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77a3400a5188, fd=102) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=102, buf=0x77a3400a5188, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 15 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
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

Thread 14 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
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

Thread 13 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a338017530) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a338017530, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a338017530, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a3380174d8, cond=0x77a338017508) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a338017508, mutex=0x77a3380174d8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#9  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x000055f1ea9ecdf9 in ?? ()
#13 0x000055f1eab8ee42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#14 0x000055f1eaab72bc in mysql_execute_command(THD*, bool) ()
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

Thread 11 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eb062b6d in ?? ()
#2  0x000055f1ea9adffa in ?? ()
#3  0x000055f1eb08fe46 in ?? ()
#4  0x000055f1eb04eac2 in ?? ()
#5  0x000055f1eafa1752 in ?? ()
#6  0x000055f1eacf7f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055f1eacfdfe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055f1eab16c7c in ?? ()
#9  0x000055f1eab16db8 in ?? ()
#10 0x000055f1eab27597 in ?? ()
#11 0x000055f1eab2cf0d in JOIN::optimize_inner() ()
#12 0x000055f1eab2d54e in JOIN::optimize() ()
#13 0x000055f1eab2d69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055f1eaaa9ab1 in ?? ()
#16 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055f1eaadbaa5 in ?? ()
#20 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055f1eaabd61f in do_command(THD*, bool) ()
#23 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055f1eabd4e1d in handle_one_connection ()
#25 0x000055f1eaeff647 in ?? ()
#26 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
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

Thread 9 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x77a371fff6c0 (LWP 8188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a371ffecb0, op=137, expected=0, futex_word=0x55f204d33e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d33e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d33e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a371ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
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
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa3850f0d30, op=393, expected=0, futex_word=0x55f1ebab472c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0) at ./nptl/futex-internal.c:139
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
#6  0x000055f1eae981b9 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 253034527.1796020507 2026-11-30 06:35:07
[New LWP 8184]
[New LWP 8185]
[New LWP 8186]
[New LWP 8187]
[New LWP 8188]
[New LWP 8191]
[New LWP 8193]
[New LWP 8194]
[New LWP 8199]
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
[New LWP 9845]
[New LWP 9846]
[New LWP 9847]
[New LWP 9848]
[New LWP 9857]
[New LWP 10614]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fa38f11a26f in __GI___poll (fds=0x55f2053edd48, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fa3850f16c0 (LWP 10614) "iou-wrk-8187"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77a35ae866c0 (LWP 9857) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35ae85cb0, op=137, expected=0, futex_word=0x55f204d341a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f204d341a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77a35ae85cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55f204d33c48, cond=0x55f204d34180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55f204d34180, mutex=0x55f204d33c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055f1eb11da01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055f1eb11e3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055f1eb11e4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fa38f2d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77a370ffd6c0 (LWP 9848) "mariadbd"):
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

Thread 76 (Thread 0x77a35bfff6c0 (LWP 9847) "mariadbd"):
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

Thread 75 (Thread 0x77a3717fe6c0 (LWP 9846) "mariadbd"):
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

Thread 74 (Thread 0x77a35b7fe6c0 (LWP 9845) "mariadbd"):
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

Thread 73 (Thread 0x77a35aed16c0 (LWP 8433) "mariadbd"):
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

Thread 72 (Thread 0x77a35af1c6c0 (LWP 8432) "mariadbd"):
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

Thread 71 (Thread 0x77a35af676c0 (LWP 8431) "mariadbd"):
#0  0x000055f1eaa567cf in thd_get_ha_data ()
#1  0x000055f1eafa1a54 in ?? ()
#2  0x000055f1ea9c34a1 in QUICK_RANGE_SELECT::reset() ()
#3  0x000055f1eab17bdc in join_init_read_record(st_join_table*) ()
#4  0x000055f1eab02e15 in sub_select(JOIN*, st_join_table*, bool) ()
#5  0x000055f1eab2efd0 in JOIN::exec_inner() ()
#6  0x000055f1eab2f280 in JOIN::exec() ()
#7  0x000055f1eab2d6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#8  0x000055f1eab2de2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#9  0x000055f1eaaa9ab1 in ?? ()
#10 0x000055f1eaab7cd7 in mysql_execute_command(THD*, bool) ()
#11 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#12 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x000055f1eaadbaa5 in ?? ()
#14 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000055f1eaabd61f in do_command(THD*, bool) ()
#17 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000055f1eabd4e1d in handle_one_connection ()
#19 0x000055f1eaeff647 in ?? ()
#20 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77a35afb26c0 (LWP 8430) "mariadbd"):
#0  0x000055f1eb19dad5 in my_hash_sort_simple_nopad ()
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

Thread 69 (Thread 0x77a35affd6c0 (LWP 8429) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77a35aff9f20, op=393, expected=0, futex_word=0x7fa38591473c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fa38591473c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77a35aff9f20, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fa38591473c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x77a35aff9f20, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a68bc in __pthread_cond_wait_common (abstime=0x77a35aff9f20, clockid=0, mutex=0x55f1ec3eb140, cond=0x7fa385914710) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7fa385914710, mutex=0x55f1ec3eb140, abstime=0x77a35aff9f20) at ./nptl/pthread_cond_wait.c:643
#5  0x000055f1eafdb024 in ?? ()
#6  0x000055f1eb036580 in ?? ()
#7  0x000055f1eb04e728 in ?? ()
#8  0x000055f1eafa1752 in ?? ()
#9  0x000055f1eacfdc68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055f1ead03781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055f1eac08510 in handler::multi_range_read_next(void**) ()
#12 0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055f1ea9ecdf9 in ?? ()
#16 0x000055f1eaa6d6b3 in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#17 0x000055f1eaab6902 in mysql_execute_command(THD*, bool) ()
#18 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#19 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x000055f1eaadbaa5 in ?? ()
#21 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000055f1eaabd61f in do_command(THD*, bool) ()
#24 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000055f1eabd4e1d in handle_one_connection ()
#26 0x000055f1eaeff647 in ?? ()
#27 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77a37005e6c0 (LWP 8428) "mariadbd"):
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

Thread 67 (Thread 0x77a3700a96c0 (LWP 8427) "mariadbd"):
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

Thread 66 (Thread 0x77a3700f46c0 (LWP 8426) "mariadbd"):
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

Thread 65 (Thread 0x77a37013f6c0 (LWP 8425) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a34c257014) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a34c257014, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a34c257014, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a34c256fb8, cond=0x77a34c256fe8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a34c256fe8, mutex=0x77a34c256fb8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77a37018a6c0 (LWP 8424) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a340189b30) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a340189b30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a340189b30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a340189ad8, cond=0x77a340189b08) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a340189b08, mutex=0x77a340189ad8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77a3701d56c0 (LWP 8423) "mariadbd"):
#0  0x00007fa38f11cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055f1eaff2c81 in ?? ()
#2  0x000055f1eaff46a9 in ?? ()
#3  0x000055f1eafde2b0 in ?? ()
#4  0x000055f1eafde35b in ?? ()
#5  0x000055f1eb07397a in ?? ()
#6  0x000055f1eb074855 in ?? ()
#7  0x000055f1eaf9387e in ?? ()
#8  0x000055f1eacfa023 in ?? ()
#9  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#10 0x000055f1eabe4f0b in trans_commit(THD*) ()
#11 0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055f1eaadbaa5 in ?? ()
#15 0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055f1eaabd61f in do_command(THD*, bool) ()
#18 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055f1eabd4e1d in handle_one_connection ()
#20 0x000055f1eaeff647 in ?? ()
#21 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77a3702206c0 (LWP 8422) "mariadbd"):
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

Thread 61 (Thread 0x77a37026b6c0 (LWP 8421) "mariadbd"):
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

Thread 60 (Thread 0x77a3702b66c0 (LWP 8420) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f2056e4cf0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f2056e4cf0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f2056e4cf0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f2056e4c98, cond=0x55f2056e4cc8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f2056e4cc8, mutex=0x55f2056e4c98) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77a3703016c0 (LWP 8419) "mariadbd"):
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

Thread 58 (Thread 0x77a37034c6c0 (LWP 8418) "mariadbd"):
#0  0x000055f1eb19dadf in my_hash_sort_simple_nopad ()
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

Thread 57 (Thread 0x77a3703976c0 (LWP 8417) "mariadbd"):
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

Thread 56 (Thread 0x77a3703e26c0 (LWP 8416) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a364134c14) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a364134c14, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a364134c14, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a364134bb8, cond=0x77a364134be8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a364134be8, mutex=0x77a364134bb8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77a37042d6c0 (LWP 8415) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3680b87c8, fd=70) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=70, buf=0x77a3680b87c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 54 (Thread 0x77a3704786c0 (LWP 8414) "mariadbd"):
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

Thread 53 (Thread 0x77a3704c36c0 (LWP 8413) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a36011d684) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a36011d684, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a36011d684, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a36011d628, cond=0x77a36011d658) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a36011d658, mutex=0x77a36011d628) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77a37050e6c0 (LWP 8412) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77a3540270a8, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77a3540270a8, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 51 (Thread 0x77a3705596c0 (LWP 8411) "mariadbd"):
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

Thread 50 (Thread 0x77a3705a46c0 (LWP 8410) "mariadbd"):
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

Thread 49 (Thread 0x77a3705ef6c0 (LWP 8409) "mariadbd"):
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

Thread 48 (Thread 0x77a37063a6c0 (LWP 8408) "mariadbd"):
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

Thread 47 (Thread 0x77a3706856c0 (LWP 8407) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a34413dee0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a34413dee0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a34413dee0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a34413de88, cond=0x77a34413deb8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a34413deb8, mutex=0x77a34413de88) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77a3706d06c0 (LWP 8406) "mariadbd"):
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

Thread 45 (Thread 0x77a37071b6c0 (LWP 8405) "mariadbd"):
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

Thread 44 (Thread 0x77a3707666c0 (LWP 8404) "mariadbd"):
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

Thread 43 (Thread 0x77a3707b16c0 (LWP 8403) "mariadbd"):
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

Thread 42 (Thread 0x77a3707fc6c0 (LWP 8402) "mariadbd"):
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

Thread 41 (Thread 0x7fa37807b6c0 (LWP 8401) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a36c0e26a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a36c0e26a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a36c0e26a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a36c0e2648, cond=0x77a36c0e2678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a36c0e2678, mutex=0x77a36c0e2648) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x7fa3780c66c0 (LWP 8400) "mariadbd"):
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

Thread 39 (Thread 0x7fa3781116c0 (LWP 8399) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055f1eafee443 in ?? ()
#2  0x000055f1eafde38d in ?? ()
#3  0x000055f1eb07397a in ?? ()
#4  0x000055f1eb074855 in ?? ()
#5  0x000055f1eaf9387e in ?? ()
#6  0x000055f1eacfa023 in ?? ()
#7  0x000055f1eacfb40b in ha_commit_trans(THD*, bool) ()
#8  0x000055f1eabe4f0b in trans_commit(THD*) ()
#9  0x000055f1eaab6e25 in mysql_execute_command(THD*, bool) ()
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

Thread 38 (Thread 0x7fa37815c6c0 (LWP 8398) "mariadbd"):
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

Thread 37 (Thread 0x7fa3781a76c0 (LWP 8397) "mariadbd"):
#0  0x00007fa38f0abc88 in lll_mutex_unlock_optimized (mutex=0x7fa374002d60) at ./nptl/pthread_mutex_unlock.c:40
#1  __GI___pthread_mutex_unlock_usercnt (mutex=0x7fa374002d60, decr=<optimized out>) at ./nptl/pthread_mutex_unlock.c:68
#2  0x000055f1eaa41bdf in close_thread_table(THD*, TABLE**) ()
#3  0x000055f1eaa41e9b in close_thread_tables(THD*) ()
#4  0x000055f1eaab3cb6 in mysql_execute_command(THD*, bool) ()
#5  0x000055f1eaadadb2 in Prepared_statement::execute(String*, bool) ()
#6  0x000055f1eaadaf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#7  0x000055f1eaadbaa5 in ?? ()
#8  0x000055f1eaadbc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#9  0x000055f1eaabbab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fa3781f26c0 (LWP 8396) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a33810b300) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a33810b300, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a33810b300, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a33810b2a8, cond=0x77a33810b2d8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a33810b2d8, mutex=0x77a33810b2a8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fa37823d6c0 (LWP 8395) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x7fa38023c608, fd=86) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=86, buf=0x7fa38023c608, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 34 (Thread 0x7fa3782886c0 (LWP 8394) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a344063974) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a344063974, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a344063974, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a344063918, cond=0x77a344063948) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a344063948, mutex=0x77a344063918) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fa3782d36c0 (LWP 8393) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a3602f8d08, fd=91) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=91, buf=0x77a3602f8d08, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 32 (Thread 0x7fa37831e6c0 (LWP 8392) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a354026ab0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a354026ab0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a354026ab0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a354026a58, cond=0x77a354026a88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a354026a88, mutex=0x77a354026a58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fa3783696c0 (LWP 8391) "mariadbd"):
#0  __libc_recv (flags=<optimized out>, len=4, buf=0x77a348342428, fd=90) at ../sysdeps/unix/sysv/linux/recv.c:28
#1  __libc_recv (fd=90, buf=0x77a348342428, len=4, flags=64) at ../sysdeps/unix/sysv/linux/recv.c:23
#2  0x000055f1eae6f191 in vio_read ()
#3  0x000055f1eae36229 in ?? ()
#4  0x000055f1eae37520 in my_net_read_packet_reallen ()
#5  0x000055f1eae3763d in my_net_read_packet ()
#6  0x000055f1eaabd581 in do_command(THD*, bool) ()
#7  0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#8  0x000055f1eabd4e1d in handle_one_connection ()
#9  0x000055f1eaeff647 in ?? ()
#10 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fa3783b46c0 (LWP 8390) "mariadbd"):
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

Thread 29 (Thread 0x7fa3783ff6c0 (LWP 8389) "mariadbd"):
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

Thread 28 (Thread 0x7fa37844a6c0 (LWP 8388) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77a360007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77a360007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77a360007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77a360007128, cond=0x77a360007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77a360007158, mutex=0x77a360007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eae36bca in net_real_write ()
#6  0x000055f1eae36ea3 in net_flush ()
#7  0x000055f1ea9ea8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055f1ea9eac13 in Protocol::end_statement() ()
#9  0x000055f1eaabaa2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055f1eaabd61f in do_command(THD*, bool) ()
#11 0x000055f1eabd4abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055f1eabd4e1d in handle_one_connection ()
#13 0x000055f1eaeff647 in ?? ()
#14 0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fa3784956c0 (LWP 8387) "mariadbd"):
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

Thread 26 (Thread 0x7fa3784e06c0 (LWP 8386) "mariadbd"):
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

Thread 25 (Thread 0x7fa37852b6c0 (LWP 8385) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x55f2057f41e8, fd=99) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=99, buf=0x55f2057f41e8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 24 (Thread 0x7fa3785766c0 (LWP 8384) "mariadbd"):
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

Thread 23 (Thread 0x7fa3785c16c0 (LWP 8383) "mariadbd"):
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

Thread 22 (Thread 0x7fa3840616c0 (LWP 8382) "mariadbd"):
#0  0x000055f1eadf6af0 in key_cmp(st_key_part_info*, unsigned char const*, unsigned int) ()
#1  0x000055f1ead036fa in handler::compare_key(st_key_range*) ()
#2  0x000055f1ead0384f in handler::read_range_next() ()
#3  0x000055f1eac0848c in handler::multi_range_read_next(void**) ()
#4  0x000055f1eac08580 in Mrr_simple_index_reader::get_next(void**) ()
#5  0x000055f1eac09a34 in DsMrr_impl::dsmrr_next(void**) ()
#6  0x000055f1ea9c2ce6 in QUICK_RANGE_SELECT::get_next() ()
#7  0x000055f1ea9ecdf9 in ?? ()
#8  0x000055f1eab02e71 in sub_select(JOIN*, st_join_table*, bool) ()
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

Thread 21 (Thread 0x7fa3840ac6c0 (LWP 8381) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77a36c3169f8, fd=95) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=95, buf=0x77a36c3169f8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 20 (Thread 0x7fa3840f76c0 (LWP 8380) "mariadbd"):
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

Thread 19 (Thread 0x7fa3841426c0 (LWP 8379) "mariadbd"):
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

Thread 18 (Thread 0x7fa38418d6c0 (LWP 8378) "mariadbd"):
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

Thread 17 (Thread 0x7fa3841d86c0 (LWP 8377) "mariadbd"):
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

Thread 16 (Thread 0x7fa3842236c0 (LWP 8376) "mariadbd"):
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

Thread 15 (Thread 0x7fa38426e6c0 (LWP 8375) "mariadbd"):
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

Thread 14 (Thread 0x7fa3842b96c0 (LWP 8374) "mariadbd"):
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

Thread 13 (Thread 0x7fa3843046c0 (LWP 8373) "mariadbd"):
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

Thread 12 (Thread 0x7fa38434f6c0 (LWP 8372) "mariadbd"):
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

Thread 11 (Thread 0x7fa38439a6c0 (LWP 8371) "mariadbd"):
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

Thread 10 (Thread 0x7fa3843e56c0 (LWP 8199) "mariadbd"):
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

Thread 9 (Thread 0x7fa38485a6c0 (LWP 8194) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb641ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb641ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>, cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb641c0 <COND_slave_deadlock_handler>, mutex=0x55f1ebb623e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1ea9f6b63 in slave_deadlock_handler ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fa3848a56c0 (LWP 8193) "mariadbd"):
#0  0x00007fa38f05ac82 in __GI___sigtimedwait (set=0x7fa3848a4c10, info=0x7fa3848a4c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055f1ea9b45c3 in signal_hand ()
#2  0x000055f1eaeff647 in ?? ()
#3  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fa3848f06c0 (LWP 8191) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55f1ebb66d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebb66d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fa38f0a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55f1ebb66da0 <LOCK_manager>, cond=0x55f1ebb66d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55f1ebb66d60 <COND_manager>, mutex=0x55f1ebb66da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055f1eaaa7fb0 in handle_manager ()
#6  0x000055f1eaeff647 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

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
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa3850f0d30, op=393, expected=0, futex_word=0x55f1ebab472c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ebab472c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa3850f0d30, private=private@entry=0) at ./nptl/futex-internal.c:139
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
#6  0x000055f1eae981b9 in ?? ()
#7  0x00007fa38f0a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fa38f1278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fa38faa26c0 (LWP 8184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fa38faa1d50, op=393, expected=0, futex_word=0x55f1ec4269cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fa38f0a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55f1ec4269cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fa38faa1d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 542220918.1796020509 2026-11-30 06:35:09
