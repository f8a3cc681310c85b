[New LWP 22508]
[New LWP 22518]
[New LWP 22519]
[New LWP 22523]
[New LWP 22544]
[New LWP 22548]
[New LWP 22550]
[New LWP 22551]
[New LWP 22552]
[New LWP 22555]
[New LWP 22557]
[New LWP 22560]
[New LWP 22562]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f76ef31a26f in __GI___poll (fds=0x5578f8ce6858, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 14 (Thread 0x7f76d8ccd6c0 (LWP 22562) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f76d8cccd00, op=393, expected=0, futex_word=0x5578f34c8248 <thread_cache+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f34c8248 <thread_cache+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76d8cccd00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f34c8248 <thread_cache+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76d8cccd00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a68bc in __pthread_cond_wait_common (abstime=0x7f76d8cccd00, clockid=0, mutex=0x5578f34c8290 <thread_cache+112>, cond=0x5578f34c8220 <thread_cache>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x5578f34c8220 <thread_cache>, mutex=0x5578f34c8290 <thread_cache+112>, abstime=0x7f76d8cccd00) at ./nptl/pthread_cond_wait.c:643
#5  0x00005578f2538b7d in do_handle_one_connection(CONNECT*, bool) ()
#6  0x00005578f2538e1d in handle_one_connection ()
#7  0x00005578f2863647 in ?? ()
#8  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#9  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7f76d8d186c0 (LWP 22560) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5578f34c81ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f34c81ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f34c81ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5578f34c63e0 <LOCK_slave_deadlock_handler>, cond=0x5578f34c81c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5578f34c81c0 <COND_slave_deadlock_handler>, mutex=0x5578f34c63e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005578f235ab63 in slave_deadlock_handler ()
#6  0x00005578f2863647 in ?? ()
#7  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7f76ec0766c0 (LWP 22557) "mariadbd"):
#0  0x00007f76ef25ac82 in __GI___sigtimedwait (set=0x7f76ec075c10, info=0x7f76ec075c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x00005578f23185c3 in signal_hand ()
#2  0x00005578f2863647 in ?? ()
#3  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x7f76ec0c16c0 (LWP 22555) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5578f34cad88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f34cad88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f34cad88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5578f34cada0 <LOCK_manager>, cond=0x5578f34cad60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5578f34cad60 <COND_manager>, mutex=0x5578f34cada0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005578f240bfb0 in handle_manager ()
#6  0x00005578f2863647 in ?? ()
#7  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x7776b7fff6c0 (LWP 22552) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7776b7ffecb0, op=137, expected=0, futex_word=0x5578f862d0e8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f862d0e8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776b7ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f862d0e8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776b7ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862d0c0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862d0c0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5578f862d0c0, mutex=0x5578f862cc28, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x00005578f2a81a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x00005578f2a823cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x00005578f2a824fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7776d0ffd6c0 (LWP 22551) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7776d0ffccb0, op=137, expected=0, futex_word=0x5578f862d04c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f862d04c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d0ffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f862d04c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d0ffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862d020) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862d020) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5578f862d020, mutex=0x5578f862cc28, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x00005578f2a81a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x00005578f2a823cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x00005578f2a824fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7776d17fe6c0 (LWP 22550) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7776d17fdcb0, op=137, expected=0, futex_word=0x5578f862cfac) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f862cfac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d17fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f862cfac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d17fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862cf80) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862cf80) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5578f862cf80, mutex=0x5578f862cc28, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x00005578f2a81a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x00005578f2a823cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x00005578f2a824fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7776d1fff6c0 (LWP 22548) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7776d1ffecb0, op=137, expected=0, futex_word=0x5578f862cf0c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f862cf0c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d1ffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f862cf0c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7776d1ffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862cee0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862cee0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5578f862cee0, mutex=0x5578f862cc28, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x00005578f2a81a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x00005578f2a823cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x00005578f2a824fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7f76d880d6c0 (LWP 22544) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f76d880ccb0, op=137, expected=0, futex_word=0x5578f862ce6c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f862ce6c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f76d880ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f862ce6c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f76d880ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862ce40) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x5578f862cc28, cond=0x5578f862ce40) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x5578f862ce40, mutex=0x5578f862cc28, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x00005578f2a81a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x00005578f2a823cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x00005578f2a824fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7f76d95196c0 (LWP 22523) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5578f341872c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f341872c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f341872c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5578f3418680, cond=0x5578f3418700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5578f3418700, mutex=0x5578f3418680) at ./nptl/pthread_cond_wait.c:618
#5  0x00005578f2a116c2 in ?? ()
#6  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f76d9d1a6c0 (LWP 22519) "mariadbd"):
#0  0x00007f76efba99f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007f76efba9c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x00005578f2a845b2 in ?? ()
#3  0x00007f76ef0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f76eccf66c0 (LWP 22518) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f76eccf5d00, op=393, expected=0, futex_word=0x5578f3cfd7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f3cfd7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76eccf5d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f3cfd7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76eccf5d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a68bc in __pthread_cond_wait_common (abstime=0x7f76eccf5d00, clockid=0, mutex=0x5578f3cfd7e0, cond=0x5578f3cfd7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x5578f3cfd7a0, mutex=0x5578f3cfd7e0, abstime=0x7f76eccf5d00) at ./nptl/pthread_cond_wait.c:643
#5  0x00005578f280359d in ?? ()
#6  0x00005578f27fc135 in ?? ()
#7  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f76eec896c0 (LWP 22508) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f76eec88d50, op=393, expected=0, futex_word=0x5578f3d8a9cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578f3d8a9cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76eec88d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f76ef2a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578f3d8a9cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f76eec88d50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f76ef2a68bc in __pthread_cond_wait_common (abstime=0x7f76eec88d50, clockid=0, mutex=0x5578f3d8a9e0, cond=0x5578f3d8a9a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x5578f3d8a9a0, mutex=0x5578f3d8a9e0, abstime=0x7f76eec88d50) at ./nptl/pthread_cond_wait.c:643
#5  0x00005578f2ae2f8d in ?? ()
#6  0x00007f76ef2a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007f76ef3278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f76ef891880 (LWP 22503) "mariadbd"):
#0  0x00007f76ef31a26f in __GI___poll (fds=0x5578f8ce6858, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x00005578f232094f in handle_connections_sockets() ()
#2  0x00005578f2321d98 in mysqld_main(int, char**) ()
#3  0x00007f76ef24524a in __libc_start_call_main (main=main@entry=0x5578f22cd5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffefbdef858) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007f76ef245305 in __libc_start_main_impl (main=0x5578f22cd5c0 <main>, argc=11, argv=0x7ffefbdef858, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffefbdef848) at ../csu/libc-start.c:360
#5  0x00005578f2315ec1 in _start ()
[Inferior 1 (process 22503) detached]
