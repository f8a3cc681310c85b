[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17984]
[New LWP 17985]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[New LWP 18684]
[New LWP 18685]
[New LWP 18686]
[New LWP 18687]
[New LWP 18688]
[New LWP 19229]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fd8e1f5f6c0 (LWP 19229) "iou-wrk-17981"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77d897cc66c0 (LWP 18688) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d897cc5cb0, op=137, expected=0, futex_word=0x55e2fe5c81a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c81a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c81a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8180, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d8cd7fe6c0 (LWP 18687) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c8068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d8cdfff6c0 (LWP 18686) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d8ccffd6c0 (LWP 18685) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c8108) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c8108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c8108, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x7fd8e0f5d6c0 (LWP 18684) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d10928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d5b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897da6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897df1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53a50 in ?? ()
#2  0x000055e2d159eefe in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d159c812 in ?? ()
#5  0x000055e2d1c4a334 in ?? ()
#6  0x000055e2d1c4be60 in ?? ()
#7  0x000055e2d1c28401 in ?? ()
#8  0x000055e2d1b8ae25 in ?? ()
#9  0x000055e2d18f72af in handler::ha_delete_row(unsigned char const*) ()
#10 0x000055e2d165e79c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#11 0x000055e2d16a7902 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e87928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ed2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  0x00007fd8ebf1cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055e2d1be3c81 in ?? ()
#2  0x000055e2d1be56a9 in ?? ()
#3  0x000055e2d1bcf2b0 in ?? ()
#4  0x000055e2d1bcf35b in ?? ()
#5  0x000055e2d1c6497a in ?? ()
#6  0x000055e2d1c65855 in ?? ()
#7  0x000055e2d1b8487e in ?? ()
#8  0x000055e2d18eb023 in ?? ()
#9  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#10 0x000055e2d17d5f0b in trans_commit(THD*) ()
#11 0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d159c812 in ?? ()
#5  0x000055e2d1c38b47 in ?? ()
#6  0x000055e2d1c3eefa in ?? ()
#7  0x000055e2d1b8b066 in ?? ()
#8  0x000055e2d18ef347 in handler::ha_index_next(unsigned char*) ()
#9  0x000055e2d18f482d in handler::read_range_next() ()
#10 0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#11 0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#12 0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#13 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#14 0x000055e2d15dddf9 in ?? ()
#15 0x000055e2d16f3e71 in sub_select(JOIN*, st_join_table*, bool) ()
#16 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#17 0x000055e2d1720280 in JOIN::exec() ()
#18 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#19 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#20 0x000055e2d169aab1 in ?? ()
#21 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#22 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#23 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#24 0x000055e2d16ccaa5 in ?? ()
#25 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#26 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#27 0x000055e2d16ae61f in do_command(THD*, bool) ()
#28 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#29 0x000055e2d17c5e1d in handle_one_connection ()
#30 0x000055e2d1af0647 in ?? ()
#31 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#32 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  0x000055e2d18e76e0 in handler::unbind_psi() ()
#1  0x000055e2d1632c28 in close_thread_table(THD*, TABLE**) ()
#2  0x000055e2d1632e9b in close_thread_tables(THD*) ()
#3  0x000055e2d16a4cb6 in mysql_execute_command(THD*, bool) ()
#4  0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#5  0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#6  0x000055e2d16ccaa5 in ?? ()
#7  0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#8  0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#9  0x000055e2d16ae61f in do_command(THD*, bool) ()
#10 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#11 0x000055e2d17c5e1d in handle_one_connection ()
#12 0x000055e2d1af0647 in ?? ()
#13 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#14 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ffe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc05d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x000055e2d1c3b858 in ?? ()
#1  0x000055e2d1c41839 in ?? ()
#2  0x000055e2d1b8b066 in ?? ()
#3  0x000055e2d18ef347 in handler::ha_index_next(unsigned char*) ()
#4  0x000055e2d18f482d in handler::read_range_next() ()
#5  0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#6  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#7  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#8  0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#9  0x000055e2d15dddf9 in ?? ()
#10 0x000055e2d16f3e71 in sub_select(JOIN*, st_join_table*, bool) ()
#11 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#12 0x000055e2d1720280 in JOIN::exec() ()
#13 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc13e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc21f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1bdf443 in ?? ()
#2  0x000055e2d1bcf38d in ?? ()
#3  0x000055e2d1c6497a in ?? ()
#4  0x000055e2d1c65855 in ?? ()
#5  0x000055e2d1b8487e in ?? ()
#6  0x000055e2d18eb023 in ?? ()
#7  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#8  0x000055e2d17d5f0b in trans_commit(THD*) ()
#9  0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055e2d16ccaa5 in ?? ()
#13 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055e2d16ae61f in do_command(THD*, bool) ()
#16 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055e2d17c5e1d in handle_one_connection ()
#18 0x000055e2d1af0647 in ?? ()
#19 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc2b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  0x000055e2d1b91e02 in ?? ()
#1  0x000055e2d1b92702 in ?? ()
#2  0x000055e2d18e8f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#3  0x000055e2d18eefe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#4  0x000055e2d1707c7c in ?? ()
#5  0x000055e2d1707db8 in ?? ()
#6  0x000055e2d1718597 in ?? ()
#7  0x000055e2d171df0d in JOIN::optimize_inner() ()
#8  0x000055e2d171e54e in JOIN::optimize() ()
#9  0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#10 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#11 0x000055e2d169aab1 in ?? ()
#12 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#13 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#14 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x000055e2d16ccaa5 in ?? ()
#16 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000055e2d16ae61f in do_command(THD*, bool) ()
#19 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000055e2d17c5e1d in handle_one_connection ()
#21 0x000055e2d1af0647 in ?? ()
#22 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  __strlen_evex () at ../sysdeps/x86_64/multiarch/strlen-evex.S:88
#1  0x000055e2d17e8ec2 in String_list::append_str(st_mem_root*, char const*) ()
#2  0x000055e2d1710dc2 in append_possible_keys(st_mem_root*, String_list&, TABLE*, Bitmap<64u>) ()
#3  0x000055e2d17110db in st_join_table::save_explain_data(Explain_table_access*, unsigned long long, bool, st_join_table*) ()
#4  0x000055e2d1712e4d in JOIN::save_explain_data_intern(Explain_query*, bool, bool, bool, char const*) ()
#5  0x000055e2d17130c3 in JOIN::save_explain_data(Explain_query*, bool, bool, bool, bool) ()
#6  0x000055e2d171316d in JOIN::build_explain() ()
#7  0x000055e2d171e52a in JOIN::optimize() ()
#8  0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#9  0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#10 0x000055e2d169aab1 in ?? ()
#11 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a81aac50) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a81aac50, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a81aac50, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a81aabf8, cond=0x77d8a81aac28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a81aac28, mutex=0x77d8a81aabf8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc42c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc4c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d898281a70) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d898281a70, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d898281a70, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d898281a18, cond=0x77d898281a48) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898281a48, mutex=0x77d898281a18) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  0x000055e2d1c53b12 in ?? ()
#1  0x000055e2d159effa in ?? ()
#2  0x000055e2d1c70d38 in ?? ()
#3  0x000055e2d1c8bf62 in ?? ()
#4  0x000055e2d1c3ef98 in ?? ()
#5  0x000055e2d1b92752 in ?? ()
#6  0x000055e2d18e8f9b in handler::index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055e2d18eefe4 in handler::ha_index_read_idx_map(unsigned char*, unsigned int, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055e2d1707c7c in ?? ()
#9  0x000055e2d1707db8 in ?? ()
#10 0x000055e2d1718597 in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc71a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d8bc34a9e8, fd=94) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=94, buf=0x77d8bc34a9e8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d407a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d415b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d423c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d42d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c80074f4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c80074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c80074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c8007498, cond=0x77d8c80074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c80074c8, mutex=0x77d8c8007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c40078c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c40078c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c40078c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c4007868, cond=0x77d8c4007898) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c4007898, mutex=0x77d8c4007868) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b8007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b8007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b8007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b8007128, cond=0x77d8b8007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b8007158, mutex=0x77d8b8007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d44df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d8a81ac218, fd=102) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=102, buf=0x77d8a81ac218, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d45c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e007d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e00c8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e0113928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x55e2fee0af18, fd=80) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=80, buf=0x55e2fee0af18, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e01a9928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e01f4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  0x000055e2d15b348b in Item_bool_func::get_mm_leaf(RANGE_OPT_PARAM*, Field*, KEY_PART*, Item_func::Functype, Item*) ()
#1  0x000055e2d15be90b in Item_bool_func::get_mm_parts(RANGE_OPT_PARAM*, Field*, Item_func::Functype, Item*) ()
#2  0x000055e2d15c4736 in Item_func_between::get_func_mm_tree(RANGE_OPT_PARAM*, Field*, Item*) ()
#3  0x000055e2d15c433f in Item_bool_func::get_full_func_mm_tree(RANGE_OPT_PARAM*, Item_field*, Item*) ()
#4  0x000055e2d15c56a1 in Item_func_between::get_mm_tree(RANGE_OPT_PARAM*, Item**) ()
#5  0x000055e2d15ca31a in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#6  0x000055e2d1718b9c in ?? ()
#7  0x000055e2d171df0d in JOIN::optimize_inner() ()
#8  0x000055e2d171e54e in JOIN::optimize() ()
#9  0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#10 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#11 0x000055e2d169aab1 in ?? ()
#12 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#13 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#14 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#15 0x000055e2d16ccaa5 in ?? ()
#16 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#17 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#18 0x000055e2d16ae61f in do_command(THD*, bool) ()
#19 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#20 0x000055e2d17c5e1d in handle_one_connection ()
#21 0x000055e2d1af0647 in ?? ()
#22 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#23 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e175dcb0, op=137, expected=0, futex_word=0x55e2fe5c7e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7e60, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e1f5ed30, op=393, expected=0, futex_word=0x55e2d26a572c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e1f5ed30, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d26a5700, mutex=0x55e2d26a5680, abstime=0x7fd8e1f5ed30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1c9ebcf in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a891b9 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 923121661.1796020734 2026-11-30 06:38:54
[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17984]
[New LWP 17985]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[New LWP 18684]
[New LWP 18685]
[New LWP 18686]
[New LWP 18687]
[New LWP 18688]
[New LWP 19229]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fd8e1f5f6c0 (LWP 19229) "iou-wrk-17981"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77d897cc66c0 (LWP 18688) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d897cc5cb0, op=137, expected=0, futex_word=0x55e2fe5c81ac) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c81ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c81ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8180, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d8cd7fe6c0 (LWP 18687) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c806c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c806c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c806c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d8cdfff6c0 (LWP 18686) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d8ccffd6c0 (LWP 18685) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c810c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x7fd8e0f5d6c0 (LWP 18684) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77d8c4008e88, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x77d8c4008e88, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055e2d15dbc13 in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=13, buf=0x77d8b8015278, fd=73) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=73, buf=0x77d8b8015278, len=13, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055e2d15dbc13 in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897da6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897df1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  0x000055e2d1c195c0 in ?? ()
#1  0x000055e2d1c29b4a in ?? ()
#2  0x000055e2d1b92fb4 in ?? ()
#3  0x000055e2d18f64df in handler::ha_write_row(unsigned char const*) ()
#4  0x000055e2d166a624 in Write_record::single_insert(unsigned long long*) ()
#5  0x000055e2d166b1a9 in Write_record::write_record() ()
#6  0x000055e2d1672c2e in mysql_insert(THD*, TABLE_LIST*, List<Item>&, List<List<Item> >&, List<Item>&, List<Item>&, enum_duplicates, bool, select_result*) ()
#7  0x000055e2d16a5b87 in mysql_execute_command(THD*, bool) ()
#8  0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#9  0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#10 0x000055e2d16ccaa5 in ?? ()
#11 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#12 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#13 0x000055e2d16ae61f in do_command(THD*, bool) ()
#14 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#15 0x000055e2d17c5e1d in handle_one_connection ()
#16 0x000055e2d1af0647 in ?? ()
#17 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#18 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e87928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8ac244fc0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8ac244fc0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8ac244fc0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8ac244f68, cond=0x77d8ac244f98) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8ac244f98, mutex=0x77d8ac244f68) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b427ad80) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b427ad80, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b427ad80, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b427ad28, cond=0x77d8b427ad58) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b427ad58, mutex=0x77d8b427ad28) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a41c82c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a41c82c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a41c82c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a41c8268, cond=0x77d8a41c8298) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a41c8298, mutex=0x77d8a41c8268) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a00dc3c8, fd=74) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=74, buf=0x77d8a00dc3c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8983518c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8983518c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8983518c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d898351868, cond=0x77d898351898) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898351898, mutex=0x77d898351868) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  0x000055e2d1d90a73 in my_strnxfrm_simple ()
#1  0x000055e2d18c3b16 in Field_string::sort_string(unsigned char*, unsigned int) ()
#2  0x000055e2d18e3185 in ?? ()
#3  0x000055e2d18e5ce6 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#4  0x000055e2d1708783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#5  0x000055e2d1708ae7 in st_join_table::sort_table() ()
#6  0x000055e2d1708bb0 in join_init_read_record(st_join_table*) ()
#7  0x000055e2d1715e55 in AGGR_OP::end_send() ()
#8  0x000055e2d17161d8 in sub_select_postjoin_aggr(JOIN*, st_join_table*, bool) ()
#9  0x000055e2d171fe8f in JOIN::exec_inner() ()
#10 0x000055e2d1720280 in JOIN::exec() ()
#11 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x000055e2d169aab1 in ?? ()
#14 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#15 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#16 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x000055e2d16ccaa5 in ?? ()
#18 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000055e2d16ae61f in do_command(THD*, bool) ()
#21 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000055e2d17c5e1d in handle_one_connection ()
#23 0x000055e2d1af0647 in ?? ()
#24 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd8dc1a9ab4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8dc1a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8dc1a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd8dc1a9a58, cond=0x7fd8dc1a9a88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd8dc1a9a88, mutex=0x7fd8dc1a9a58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd8d01a9ab4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8d01a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8d01a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd8d01a9a58, cond=0x7fd8d01a9a88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd8d01a9a88, mutex=0x7fd8d01a9a58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c81ad620) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c81ad620, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c81ad620, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c81ad5c8, cond=0x77d8c81ad5f8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c81ad5f8, mutex=0x77d8c81ad5c8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c41ab020) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c41ab020, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c41ab020, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c41aafc8, cond=0x77d8c41aaff8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c41aaff8, mutex=0x77d8c41aafc8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc26a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc2b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b41aae90) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b41aae90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b41aae90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b41aae38, cond=0x77d8b41aae68) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b41aae68, mutex=0x77d8b41aae38) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b01aac54) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b01aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b01aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b01aabf8, cond=0x77d8b01aac28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b01aac28, mutex=0x77d8b01aabf8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a81aac54) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a81aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a81aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a81aabf8, cond=0x77d8a81aac28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a81aac28, mutex=0x77d8a81aabf8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a40fb6a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a40fb6a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a40fb6a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a40fb648, cond=0x77d8a40fb678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a40fb678, mutex=0x77d8a40fb648) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a01aaf44) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a01aaf44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a01aaf44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a01aaee8, cond=0x77d8a01aaf18) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a01aaf18, mutex=0x77d8a01aaee8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc4c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d898281a74) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d898281a74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d898281a74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d898281a18, cond=0x77d898281a48) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898281a48, mutex=0x77d898281a18) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2feee01c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2feee01c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2feee01c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2feee0168, cond=0x55e2feee0198) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2feee0198, mutex=0x55e2feee0168) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  0x00007fd8ebf1cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055e2d1be3c81 in ?? ()
#2  0x000055e2d1be56a9 in ?? ()
#3  0x000055e2d1bcf2b0 in ?? ()
#4  0x000055e2d1bcf35b in ?? ()
#5  0x000055e2d1c6497a in ?? ()
#6  0x000055e2d1c65855 in ?? ()
#7  0x000055e2d1b8487e in ?? ()
#8  0x000055e2d18eb023 in ?? ()
#9  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#10 0x000055e2d17d5f0b in trans_commit(THD*) ()
#11 0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd8d00d9c60) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8d00d9c60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8d00d9c60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd8d00d9c08, cond=0x7fd8d00d9c38) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd8d00d9c38, mutex=0x7fd8d00d9c08) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b80e42f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b80e42f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b80e42f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b80e4298, cond=0x77d8b80e42c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b80e42c8, mutex=0x77d8b80e4298) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a80dae00) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a80dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a80dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a80dada8, cond=0x77d8a80dadd8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a80dadd8, mutex=0x77d8a80dada8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a01ac508, fd=104) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=104, buf=0x77d8a01ac508, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a4331d74) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a4331d74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a4331d74, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a4331d18, cond=0x77d8a4331d48) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a4331d48, mutex=0x77d8a4331d18) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8981ae3a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8981ae3a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8981ae3a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8981ae348, cond=0x77d8981ae378) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8981ae378, mutex=0x77d8981ae348) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d89c1bdea0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d89c1bdea0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d89c1bdea0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d89c1bde48, cond=0x77d89c1bde78) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d89c1bde78, mutex=0x77d89c1bde48) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d423c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d42d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c80074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c80074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c80074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c8007498, cond=0x77d8c80074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c80074c8, mutex=0x77d8c8007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c00084b0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c00084b0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c00084b0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c0008458, cond=0x77d8c0008488) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c0008488, mutex=0x77d8c0008458) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c40078c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c40078c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c40078c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c4007868, cond=0x77d8c4007898) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c4007898, mutex=0x77d8c4007868) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b8007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b8007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b8007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b8007128, cond=0x77d8b8007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b8007158, mutex=0x77d8b8007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b00074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b0007498, cond=0x77d8b00074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b00074c8, mutex=0x77d8b0007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d44df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a80074f4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a80074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a80074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a8007498, cond=0x77d8a80074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a80074c8, mutex=0x77d8a8007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8ac007fd0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8ac007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8ac007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8ac007f78, cond=0x77d8ac007fa8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8ac007fa8, mutex=0x77d8ac007f78) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d45c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1bdf443 in ?? ()
#2  0x000055e2d1bcf38d in ?? ()
#3  0x000055e2d1c6497a in ?? ()
#4  0x000055e2d1c65855 in ?? ()
#5  0x000055e2d1b8487e in ?? ()
#6  0x000055e2d18eb023 in ?? ()
#7  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#8  0x000055e2d17d5f0b in trans_commit(THD*) ()
#9  0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055e2d16ccaa5 in ?? ()
#13 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055e2d16ae61f in do_command(THD*, bool) ()
#16 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055e2d17c5e1d in handle_one_connection ()
#18 0x000055e2d1af0647 in ?? ()
#19 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d898017534) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d898017534, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d898017534, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8980174d8, cond=0x77d898017508) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898017508, mutex=0x77d8980174d8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e0113928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2fed33f60) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fed33f60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fed33f60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2fed33f08, cond=0x55e2fed33f38) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2fed33f38, mutex=0x55e2fed33f08) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d89c007184) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d89c007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d89c007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d89c007128, cond=0x77d89c007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d89c007158, mutex=0x77d89c007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:387
#1  0x000055e2d1c3b2e1 in ?? ()
#2  0x000055e2d1c3b864 in ?? ()
#3  0x000055e2d1c41839 in ?? ()
#4  0x000055e2d1b8b066 in ?? ()
#5  0x000055e2d18ef347 in handler::ha_index_next(unsigned char*) ()
#6  0x000055e2d18f482d in handler::read_range_next() ()
#7  0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#8  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055e2d18e55db in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#12 0x000055e2d1708783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#13 0x000055e2d1708ae7 in st_join_table::sort_table() ()
#14 0x000055e2d1708bb0 in join_init_read_record(st_join_table*) ()
#15 0x000055e2d16f3e15 in sub_select(JOIN*, st_join_table*, bool) ()
#16 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#17 0x000055e2d1720280 in JOIN::exec() ()
#18 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#19 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#20 0x000055e2d169aab1 in ?? ()
#21 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#22 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#23 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#24 0x000055e2d16ccaa5 in ?? ()
#25 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#26 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#27 0x000055e2d16ae61f in do_command(THD*, bool) ()
#28 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#29 0x000055e2d17c5e1d in handle_one_connection ()
#30 0x000055e2d1af0647 in ?? ()
#31 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#32 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a4007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a4007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a4007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a4007128, cond=0x77d8a4007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a4007158, mutex=0x77d8a4007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e175dcb0, op=137, expected=0, futex_word=0x55e2fe5c7e88) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7e88, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7e60, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e1f5ed30, op=393, expected=0, futex_word=0x55e2d26a572c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e1f5ed30, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d26a5700, mutex=0x55e2d26a5680, abstime=0x7fd8e1f5ed30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1c9ebcf in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a891b9 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 962530325.1796020736 2026-11-30 06:38:56
[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17984]
[New LWP 17985]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[New LWP 18684]
[New LWP 18685]
[New LWP 18686]
[New LWP 18687]
[New LWP 18688]
[New LWP 19229]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 79 (Thread 0x7fd8e1f5f6c0 (LWP 19229) "iou-wrk-17981"):
#0  0x0000000000000000 in ?? ()
Backtrace stopped: Cannot access memory at address 0x0

Thread 78 (Thread 0x77d897cc66c0 (LWP 18688) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d897cc5cb0, op=137, expected=0, futex_word=0x55e2fe5c81a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c81a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c81a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d897cc5cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8180, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x77d8cd7fe6c0 (LWP 18687) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c806c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c806c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c806c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d8cdfff6c0 (LWP 18686) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fc8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fc8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d8ccffd6c0 (LWP 18685) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c810c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x7fd8e0f5d6c0 (LWP 18684) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c4239b00) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c4239b00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c4239b00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c4239aa8, cond=0x77d8c4239ad8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c4239ad8, mutex=0x77d8c4239aa8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:274
#1  0x000055e2d1c5f873 in ?? ()
#2  0x000055e2d1c5ee86 in ?? ()
#3  0x000055e2d1c87faf in ?? ()
#4  0x000055e2d1c476f4 in ?? ()
#5  0x000055e2d1c4a4cb in ?? ()
#6  0x000055e2d1c4be60 in ?? ()
#7  0x000055e2d1c28401 in ?? ()
#8  0x000055e2d1b8fc59 in ?? ()
#9  0x000055e2d18f6b72 in handler::ha_update_row(unsigned char const*, unsigned char const*) ()
#10 0x000055e2d17809e9 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#11 0x000055e2d16a82bc in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8bc28acb0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8bc28acb0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8bc28acb0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8bc28ac58, cond=0x77d8bc28ac88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8bc28ac88, mutex=0x77d8bc28ac58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x000055e2d1c53b12 in ?? ()
#1  0x000055e2d159effa in ?? ()
#2  0x000055e2d1c80e46 in ?? ()
#3  0x000055e2d1c3fac2 in ?? ()
#4  0x000055e2d1b92752 in ?? ()
#5  0x000055e2d18eec68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055e2d18f4781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#7  0x000055e2d17f9510 in handler::multi_range_read_next(void**) ()
#8  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055e2d15dddf9 in ?? ()
#12 0x000055e2d165e6b3 in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#13 0x000055e2d16a7902 in mysql_execute_command(THD*, bool) ()
#14 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055e2d16ccaa5 in ?? ()
#17 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055e2d16ae61f in do_command(THD*, bool) ()
#20 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055e2d17c5e1d in handle_one_connection ()
#22 0x000055e2d1af0647 in ?? ()
#23 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c01837e4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c01837e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c01837e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c0183788, cond=0x77d8c01837b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c01837b8, mutex=0x77d8c0183788) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a8249914) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a8249914, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a8249914, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a82498b8, cond=0x77d8a82498e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a82498e8, mutex=0x77d8a82498b8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ed2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b427ad84) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b427ad84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b427ad84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b427ad28, cond=0x77d8b427ad58) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b427ad58, mutex=0x77d8b427ad28) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897f68928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c84756 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8983518c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8983518c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8983518c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d898351868, cond=0x77d898351898) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898351898, mutex=0x77d898351868) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d89c35f2c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d89c35f2c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d89c35f2c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d89c35f268, cond=0x77d89c35f298) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d89c35f298, mutex=0x77d89c35f268) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd8dc1a9ab4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8dc1a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8dc1a9ab4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd8dc1a9a58, cond=0x7fd8dc1a9a88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd8dc1a9a88, mutex=0x7fd8dc1a9a58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x000055e2d1c53b12 in ?? ()
#1  0x000055e2d159effa in ?? ()
#2  0x000055e2d1c80e46 in ?? ()
#3  0x000055e2d1c3fac2 in ?? ()
#4  0x000055e2d1b92752 in ?? ()
#5  0x000055e2d18eec68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#6  0x000055e2d18f4781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#7  0x000055e2d17f9510 in handler::multi_range_read_next(void**) ()
#8  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#9  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#10 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#11 0x000055e2d15dddf9 in ?? ()
#12 0x000055e2d16f3e15 in sub_select(JOIN*, st_join_table*, bool) ()
#13 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#14 0x000055e2d1720280 in JOIN::exec() ()
#15 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#16 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#17 0x000055e2d169aab1 in ?? ()
#18 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#19 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#20 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#21 0x000055e2d16ccaa5 in ?? ()
#22 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#23 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#24 0x000055e2d16ae61f in do_command(THD*, bool) ()
#25 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#26 0x000055e2d17c5e1d in handle_one_connection ()
#27 0x000055e2d1af0647 in ?? ()
#28 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#29 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c844a8 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  0x000055e2d1c3f49e in ?? ()
#1  0x000055e2d1b8b066 in ?? ()
#2  0x000055e2d18ef347 in handler::ha_index_next(unsigned char*) ()
#3  0x000055e2d18f482d in handler::read_range_next() ()
#4  0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#5  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#6  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#7  0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#8  0x000055e2d15dddf9 in ?? ()
#9  0x000055e2d16f3e71 in sub_select(JOIN*, st_join_table*, bool) ()
#10 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#11 0x000055e2d1720280 in JOIN::exec() ()
#12 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#13 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#14 0x000055e2d169aab1 in ?? ()
#15 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#16 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#17 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#18 0x000055e2d16ccaa5 in ?? ()
#19 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#20 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#21 0x000055e2d16ae61f in do_command(THD*, bool) ()
#22 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#23 0x000055e2d17c5e1d in handle_one_connection ()
#24 0x000055e2d1af0647 in ?? ()
#25 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#26 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc21f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  0x000055e2d1911f70 in Item_param::type() const ()
#1  0x000055e2d18fce9e in Item_field::eq(Item const*, Item::Eq_config const&) const ()
#2  0x000055e2d16dd830 in Item_bool_func2::remove_eq_conds(THD*, Item::cond_result*, bool) ()
#3  0x000055e2d177f489 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#4  0x000055e2d16a82bc in mysql_execute_command(THD*, bool) ()
#5  0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#6  0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#7  0x000055e2d16ccaa5 in ?? ()
#8  0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#9  0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8bc1bae60) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8bc1bae60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8bc1bae60, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8bc1bae08, cond=0x77d8bc1bae38) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8bc1bae38, mutex=0x77d8bc1bae08) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c8483b in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b01aac50) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b01aac50, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b01aac50, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b01aabf8, cond=0x77d8b01aac28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b01aac28, mutex=0x77d8b01aabf8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8ac1afca8, fd=85) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=85, buf=0x77d8ac1afca8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a81aac54) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a81aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a81aac54, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a81aabf8, cond=0x77d8a81aac28) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a81aac28, mutex=0x77d8a81aabf8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc42c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d159c812 in ?? ()
#5  0x000055e2d1c38b47 in ?? ()
#6  0x000055e2d1c3eefa in ?? ()
#7  0x000055e2d1b8b066 in ?? ()
#8  0x000055e2d18ef347 in handler::ha_index_next(unsigned char*) ()
#9  0x000055e2d18f482d in handler::read_range_next() ()
#10 0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#11 0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#12 0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#13 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#14 0x000055e2d18e55db in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#15 0x000055e2d1708783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#16 0x000055e2d1708ae7 in st_join_table::sort_table() ()
#17 0x000055e2d1708bb0 in join_init_read_record(st_join_table*) ()
#18 0x000055e2d16f3e15 in sub_select(JOIN*, st_join_table*, bool) ()
#19 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#20 0x000055e2d1720280 in JOIN::exec() ()
#21 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#22 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#23 0x000055e2d169aab1 in ?? ()
#24 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#25 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#26 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#27 0x000055e2d16ccaa5 in ?? ()
#28 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#29 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#30 0x000055e2d16ae61f in do_command(THD*, bool) ()
#31 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#32 0x000055e2d17c5e1d in handle_one_connection ()
#33 0x000055e2d1af0647 in ?? ()
#34 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#35 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d1c3fac2 in ?? ()
#5  0x000055e2d1b92752 in ?? ()
#6  0x000055e2d18eec68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055e2d18f4781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x000055e2d17f9510 in handler::multi_range_read_next(void**) ()
#9  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x000055e2d18e55db in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#13 0x000055e2d1708783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#14 0x000055e2d1708ae7 in st_join_table::sort_table() ()
#15 0x000055e2d1708bb0 in join_init_read_record(st_join_table*) ()
#16 0x000055e2d16f3e15 in sub_select(JOIN*, st_join_table*, bool) ()
#17 0x000055e2d171ffd0 in JOIN::exec_inner() ()
#18 0x000055e2d1720280 in JOIN::exec() ()
#19 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#20 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#21 0x000055e2d169aab1 in ?? ()
#22 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#23 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#24 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#25 0x000055e2d16ccaa5 in ?? ()
#26 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#27 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#28 0x000055e2d16ae61f in do_command(THD*, bool) ()
#29 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#30 0x000055e2d17c5e1d in handle_one_connection ()
#31 0x000055e2d1af0647 in ?? ()
#32 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#33 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc50d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53a50 in ?? ()
#2  0x000055e2d159eefe in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d159c812 in ?? ()
#5  0x000055e2d1c4a334 in ?? ()
#6  0x000055e2d1c4be60 in ?? ()
#7  0x000055e2d1c28401 in ?? ()
#8  0x000055e2d1b8ae25 in ?? ()
#9  0x000055e2d18f72af in handler::ha_delete_row(unsigned char const*) ()
#10 0x000055e2d165e79c in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#11 0x000055e2d16a7902 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c844a8 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1bdf443 in ?? ()
#2  0x000055e2d1bcf38d in ?? ()
#3  0x000055e2d1c6497a in ?? ()
#4  0x000055e2d1c65855 in ?? ()
#5  0x000055e2d1b8487e in ?? ()
#6  0x000055e2d18eb023 in ?? ()
#7  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#8  0x000055e2d17d5f0b in trans_commit(THD*) ()
#9  0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055e2d16ccaa5 in ?? ()
#13 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055e2d16ae61f in do_command(THD*, bool) ()
#16 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055e2d17c5e1d in handle_one_connection ()
#18 0x000055e2d1af0647 in ?? ()
#19 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b80e42f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b80e42f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b80e42f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b80e4298, cond=0x77d8b80e42c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b80e42c8, mutex=0x77d8b80e4298) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a80dae00) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a80dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a80dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a80dada8, cond=0x77d8a80dadd8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a80dadd8, mutex=0x77d8a80dada8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d415b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d89836e0d8, fd=107) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=107, buf=0x77d89836e0d8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2fee09954) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fee09954, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fee09954, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2fee098f8, cond=0x55e2fee09928) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2fee09928, mutex=0x55e2fee098f8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7fd8d00074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8d00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8d00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7fd8d0007498, cond=0x7fd8d00074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7fd8d00074c8, mutex=0x7fd8d0007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  0x000055e2d1c04e0f in ?? ()
#1  0x000055e2d1be8b8a in ?? ()
#2  0x000055e2d1c81d73 in ?? ()
#3  0x000055e2d1c38188 in ?? ()
#4  0x000055e2d1c4b650 in ?? ()
#5  0x000055e2d1c4bce9 in ?? ()
#6  0x000055e2d1c28401 in ?? ()
#7  0x000055e2d1b8fc59 in ?? ()
#8  0x000055e2d18f6b72 in handler::ha_update_row(unsigned char const*, unsigned char const*) ()
#9  0x000055e2d17809e9 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#10 0x000055e2d16a82bc in mysql_execute_command(THD*, bool) ()
#11 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#12 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#13 0x000055e2d16ccaa5 in ?? ()
#14 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#15 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#16 0x000055e2d16ae61f in do_command(THD*, bool) ()
#17 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#18 0x000055e2d17c5e1d in handle_one_connection ()
#19 0x000055e2d1af0647 in ?? ()
#20 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#21 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8c00084b4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8c00084b4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8c00084b4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8c0008458, cond=0x77d8c0008488) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8c0008488, mutex=0x77d8c0008458) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d43b3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8b8007184) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8b8007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8b8007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8b8007128, cond=0x77d8b8007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8b8007158, mutex=0x77d8b8007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8bc017f44) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8bc017f44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8bc017f44, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8bc017ee8, cond=0x77d8bc017f18) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8bc017f18, mutex=0x77d8bc017ee8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  0x00007fd8ebf1cd0a in __GI_fdatasync (fd=12) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055e2d1be3c81 in ?? ()
#2  0x000055e2d1be56a9 in ?? ()
#3  0x000055e2d1bcf2b0 in ?? ()
#4  0x000055e2d1bcf35b in ?? ()
#5  0x000055e2d1c6497a in ?? ()
#6  0x000055e2d1c65855 in ?? ()
#7  0x000055e2d1b8487e in ?? ()
#8  0x000055e2d18eb023 in ?? ()
#9  0x000055e2d18ec40b in ha_commit_trans(THD*, bool) ()
#10 0x000055e2d17d5f0b in trans_commit(THD*) ()
#11 0x000055e2d16a7e25 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d44df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c844a8 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  0x000055e2d1d8ead5 in my_hash_sort_simple_nopad ()
#1  0x000055e2d1b786a3 in ?? ()
#2  0x000055e2d1b7b6fc in ?? ()
#3  0x000055e2d1b7b267 in ?? ()
#4  0x000055e2d1b76a5c in ?? ()
#5  0x000055e2d1721c35 in handler::ha_write_tmp_row(unsigned char*) ()
#6  0x000055e2d170abc3 in ?? ()
#7  0x000055e2d16e00b9 in ?? ()
#8  0x000055e2d16f3e9f in sub_select(JOIN*, st_join_table*, bool) ()
#9  0x000055e2d171ffd0 in JOIN::exec_inner() ()
#10 0x000055e2d1720280 in JOIN::exec() ()
#11 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#12 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#13 0x000055e2d169aab1 in ?? ()
#14 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#15 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#16 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x000055e2d16ccaa5 in ?? ()
#18 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000055e2d16ae61f in do_command(THD*, bool) ()
#21 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000055e2d17c5e1d in handle_one_connection ()
#23 0x000055e2d1af0647 in ?? ()
#24 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d8a00074f0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d8a00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d8a00074f0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d8a0007498, cond=0x77d8a00074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d8a00074c8, mutex=0x77d8a0007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e007d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e00c8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0110f20, op=393, expected=0, futex_word=0x7fd8e276d738) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7fd8e276d738, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e0110f20, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7fd8e276d738, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e0110f20, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e0110f20, clockid=0, mutex=0x55e2d2fdc140, cond=0x7fd8e276d710) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7fd8e276d710, mutex=0x55e2d2fdc140, abstime=0x7fd8e0110f20) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1bcc024 in ?? ()
#6  0x000055e2d1c27580 in ?? ()
#7  0x000055e2d1c3f728 in ?? ()
#8  0x000055e2d1b92752 in ?? ()
#9  0x000055e2d18eec68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055e2d18f4781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055e2d17f9510 in handler::multi_range_read_next(void**) ()
#12 0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055e2d15dddf9 in ?? ()
#16 0x000055e2d165e6b3 in mysql_delete(THD*, TABLE_LIST*, Item*, SQL_I_List<st_order>*, unsigned long long, unsigned long long, select_result*) ()
#17 0x000055e2d16a7902 in mysql_execute_command(THD*, bool) ()
#18 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#19 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#20 0x000055e2d16ccaa5 in ?? ()
#21 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#22 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#23 0x000055e2d16ae61f in do_command(THD*, bool) ()
#24 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#25 0x000055e2d17c5e1d in handle_one_connection ()
#26 0x000055e2d1af0647 in ?? ()
#27 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#28 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c80e46 in ?? ()
#4  0x000055e2d1c3fac2 in ?? ()
#5  0x000055e2d1b92752 in ?? ()
#6  0x000055e2d18eec68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#7  0x000055e2d18f4781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#8  0x000055e2d17f9510 in handler::multi_range_read_next(void**) ()
#9  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#10 0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#11 0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#12 0x000055e2d15dddf9 in ?? ()
#13 0x000055e2d177fe42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#14 0x000055e2d16a82bc in mysql_execute_command(THD*, bool) ()
#15 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#16 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#17 0x000055e2d16ccaa5 in ?? ()
#18 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#19 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#20 0x000055e2d16ae61f in do_command(THD*, bool) ()
#21 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#22 0x000055e2d17c5e1d in handle_one_connection ()
#23 0x000055e2d1af0647 in ?? ()
#24 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#25 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c84756 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77d898007184) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77d898007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77d898007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77d898007128, cond=0x77d898007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77d898007158, mutex=0x77d898007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1a27bca in net_real_write ()
#6  0x000055e2d1a27ea3 in net_flush ()
#7  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055e2d15dbc13 in Protocol::end_statement() ()
#9  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055e2d16ae61f in do_command(THD*, bool) ()
#11 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055e2d17c5e1d in handle_one_connection ()
#13 0x000055e2d1af0647 in ?? ()
#14 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055e2d1c53b6d in ?? ()
#2  0x000055e2d159effa in ?? ()
#3  0x000055e2d1c70d38 in ?? ()
#4  0x000055e2d1c844a8 in ?? ()
#5  0x000055e2d1b86702 in ?? ()
#6  0x000055e2d17f8c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#7  0x000055e2d17fb64f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#8  0x000055e2d15c7749 in ?? ()
#9  0x000055e2d15cae80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#10 0x000055e2d1718b9c in ?? ()
#11 0x000055e2d171df0d in JOIN::optimize_inner() ()
#12 0x000055e2d171e54e in JOIN::optimize() ()
#13 0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#14 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#15 0x000055e2d169aab1 in ?? ()
#16 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#17 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#18 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#19 0x000055e2d16ccaa5 in ?? ()
#20 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#21 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#22 0x000055e2d16ae61f in do_command(THD*, bool) ()
#23 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#24 0x000055e2d17c5e1d in handle_one_connection ()
#25 0x000055e2d1af0647 in ?? ()
#26 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#27 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  0x00007fd8ebf0c017 in __GI_sched_yield () at ../sysdeps/unix/syscall-template.S:120
#1  0x000055e2d1c56687 in ?? ()
#2  0x000055e2d1598fc6 in ?? ()
#3  0x000055e2d1c51d9e in ?? ()
#4  0x000055e2d1c51b81 in ?? ()
#5  0x000055e2d1d10d24 in tpool::task_group::execute(tpool::task*) ()
#6  0x000055e2d1d0f4ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#7  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#8  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#9  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e1f5ed30, op=393, expected=0, futex_word=0x55e2d26a572c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a572c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e1f5ed30, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d26a5700, mutex=0x55e2d26a5680, abstime=0x7fd8e1f5ed30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1c9ebcf in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a891b9 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 342833029.1796020739 2026-11-30 06:38:59
