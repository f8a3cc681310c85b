[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
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
[New LWP 5734]
[New LWP 5735]
[New LWP 5736]
[New LWP 5737]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77363ffff6c0 (LWP 5737) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77363fffecb0, op=137, expected=0, futex_word=0x55784fa161a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa161a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa161a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16180, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x7736717fe6c0 (LWP 5736) "mariadbd"):
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

Thread 76 (Thread 0x7f36795196c0 (LWP 5735) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679518cb0, op=137, expected=0, futex_word=0x55784fa15f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15f00, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7f3679d1a6c0 (LWP 5734) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679d19cb0, op=137, expected=0, futex_word=0x55784fa15e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15e60, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x7736680cffa8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x7736680cffa8, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055783da35c13 in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736601da190) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736601da190, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736601da190, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736601da138, cond=0x7736601da168) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736601da168, mutex=0x7736601da138) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736641d2014) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736641d2014, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736641d2014, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736641d1fb8, cond=0x7736641d1fe8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736641d1fe8, mutex=0x7736641d1fb8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
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

Thread 70 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
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

Thread 69 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
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

Thread 68 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
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

Thread 67 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
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

Thread 66 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
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

Thread 65 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77364027ed40) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77364027ed40, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77364027ed40, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77364027ece8, cond=0x77364027ed18) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77364027ed18, mutex=0x77364027ece8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773644369484) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773644369484, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773644369484, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773644369428, cond=0x773644369458) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773644369458, mutex=0x773644369428) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
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

Thread 62 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
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

Thread 61 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
#0  0x000055783e0cad53 in ?? ()
#1  0x000055783e0de83b in ?? ()
#2  0x000055783dfe0702 in ?? ()
#3  0x000055783dc52c96 in handler::multi_range_read_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#4  0x000055783dc5564f in DsMrr_impl::dsmrr_info_const(unsigned int, st_range_seq_if*, void*, unsigned int, unsigned int*, unsigned int*, Cost_estimate*) ()
#5  0x000055783da21749 in ?? ()
#6  0x000055783da24e80 in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#7  0x000055783db72b9c in ?? ()
#8  0x000055783db77f0d in JOIN::optimize_inner() ()
#9  0x000055783db7854e in JOIN::optimize() ()
#10 0x000055783db7869a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#11 0x000055783db78e2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#12 0x000055783daf4ab1 in ?? ()
#13 0x000055783db02cd7 in mysql_execute_command(THD*, bool) ()
#14 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055783db26aa5 in ?? ()
#17 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055783db0861f in do_command(THD*, bool) ()
#20 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055783dc1fe1d in handle_one_connection ()
#22 0x000055783df4a647 in ?? ()
#23 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
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

Thread 59 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
#0  __libc_pwrite64 (offset=<optimized out>, count=20480, buf=0x773673000000, fd=12) at ../sysdeps/unix/sysv/linux/pwrite64.c:25
#1  __libc_pwrite64 (fd=12, buf=0x773673000000, count=20480, offset=50741248) at ../sysdeps/unix/sysv/linux/pwrite64.c:23
#2  0x000055783e0285d2 in ?? ()
#3  0x000055783e028652 in ?? ()
#4  0x000055783e0287a2 in ?? ()
#5  0x000055783e0293ee in ?? ()
#6  0x000055783e0be97a in ?? ()
#7  0x000055783e0bf855 in ?? ()
#8  0x000055783dfde87e in ?? ()
#9  0x000055783dd45023 in ?? ()
#10 0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#11 0x000055783dc2ff0b in trans_commit(THD*) ()
#12 0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
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

Thread 58 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
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

Thread 57 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
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

Thread 56 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
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

Thread 55 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736581ae214) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736581ae214, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736581ae214, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736581ae1b8, cond=0x7736581ae1e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736581ae1e8, mutex=0x7736581ae1b8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77365c1ad024) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77365c1ad024, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77365c1ad024, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77365c1acfc8, cond=0x77365c1acff8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77365c1acff8, mutex=0x77365c1acfc8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
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

Thread 52 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736540f4db0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736540f4db0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736540f4db0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736540f4d58, cond=0x7736540f4d88) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736540f4d88, mutex=0x7736540f4d58) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736480f36a4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736480f36a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736480f36a4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736480f3648, cond=0x7736480f3678) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736480f3678, mutex=0x7736480f3648) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77364c1ae134) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77364c1ae134, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77364c1ae134, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77364c1ae0d8, cond=0x77364c1ae108) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77364c1ae108, mutex=0x77364c1ae0d8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055783e039443 in ?? ()
#2  0x000055783e02938d in ?? ()
#3  0x000055783e0be97a in ?? ()
#4  0x000055783e0bf855 in ?? ()
#5  0x000055783dfde87e in ?? ()
#6  0x000055783dd45023 in ?? ()
#7  0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#8  0x000055783dc2ff0b in trans_commit(THD*) ()
#9  0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055783db26aa5 in ?? ()
#13 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055783db0861f in do_command(THD*, bool) ()
#16 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055783dc1fe1d in handle_one_connection ()
#18 0x000055783df4a647 in ?? ()
#19 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736400e81c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736400e81c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736400e81c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736400e8168, cond=0x7736400e8198) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736400e8198, mutex=0x7736400e8168) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77363825b5c4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77363825b5c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77363825b5c4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77363825b568, cond=0x77363825b598) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77363825b598, mutex=0x77363825b568) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
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

Thread 45 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7f368804bb90) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f368804bb90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f368804bb90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7f368804bb38, cond=0x7f368804bb68) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7f368804bb68, mutex=0x7f368804bb38) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7f36740dae04) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f36740dae04, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f36740dae04, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7f36740dada8, cond=0x7f36740dadd8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7f36740dadd8, mutex=0x7f36740dada8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
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

Thread 42 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773668024890) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773668024890, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773668024890, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773668024838, cond=0x773668024868) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773668024868, mutex=0x773668024838) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
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

Thread 40 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736640cae84) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736640cae84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736640cae84, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736640cae28, cond=0x7736640cae58) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736640cae58, mutex=0x7736640cae28) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f36782ac3f0, op=393, expected=0, futex_word=0x7f368d357538) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f368d357538, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f36782ac3f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f368d357538, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f36782ac3f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f36782ac3f0, clockid=0, mutex=0x55783f436140, cond=0x7f368d357510) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7f368d357510, mutex=0x55783f436140, abstime=0x7f36782ac3f0) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e026024 in ?? ()
#6  0x000055783e081580 in ?? ()
#7  0x000055783e099728 in ?? ()
#8  0x000055783dfec752 in ?? ()
#9  0x000055783dd48c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055783dd4e781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055783dc53510 in handler::multi_range_read_next(void**) ()
#12 0x000055783dc53580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055783da37df9 in ?? ()
#16 0x000055783dbd9e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000055783db022bc in mysql_execute_command(THD*, bool) ()
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

Thread 38 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
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

Thread 37 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
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

Thread 36 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736540da824) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736540da824, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736540da824, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736540da7c8, cond=0x7736540da7f8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736540da7f8, mutex=0x7736540da7c8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736483e73e4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736483e73e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736483e73e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736483e7388, cond=0x7736483e73b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736483e73b8, mutex=0x7736483e7388) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
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

Thread 33 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
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

Thread 32 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
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

Thread 31 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
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

Thread 30 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
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

Thread 29 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7f3688007684) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f3688007684, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f3688007684, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7f3688007628, cond=0x7f3688007658) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7f3688007658, mutex=0x7f3688007628) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
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

Thread 27 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
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

Thread 26 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736680bd154) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736680bd154, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736680bd154, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736680bd0f8, cond=0x7736680bd128) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736680bd128, mutex=0x7736680bd0f8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
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

Thread 24 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
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

Thread 23 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736580078c0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736580078c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736580078c0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773658007868, cond=0x773658007898) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773658007898, mutex=0x773658007868) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
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

Thread 21 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
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

Thread 20 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
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

Thread 19 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
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

Thread 18 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
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

Thread 17 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f368c0523f0, op=393, expected=0, futex_word=0x7f368d32ec38) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f368d32ec38, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368c0523f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f368d32ec38, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f368c0523f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7f368c0523f0, clockid=0, mutex=0x55783f436140, cond=0x7f368d32ec10) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7f368d32ec10, mutex=0x55783f436140, abstime=0x7f368c0523f0) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e026024 in ?? ()
#6  0x000055783e081580 in ?? ()
#7  0x000055783e099728 in ?? ()
#8  0x000055783dfec752 in ?? ()
#9  0x000055783dd48c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055783dd4e781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055783dc53510 in handler::multi_range_read_next(void**) ()
#12 0x000055783dc53580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055783da37df9 in ?? ()
#16 0x000055783dbd9e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000055783db022bc in mysql_execute_command(THD*, bool) ()
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

Thread 16 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773644021714) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773644021714, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773644021714, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736440216b8, cond=0x7736440216e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736440216e8, mutex=0x7736440216b8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773638017534) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773638017534, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773638017534, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736380174d8, cond=0x773638017508) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773638017508, mutex=0x7736380174d8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
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

Thread 13 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
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

Thread 12 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
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

Thread 11 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
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

Thread 10 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773648007184) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773648007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773648007184, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773648007128, cond=0x773648007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773648007158, mutex=0x773648007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
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

Thread 6 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

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
#6  0x000055783dee31b9 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 356645047.1796020021 2026-11-30 06:27:01
[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
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
[New LWP 5734]
[New LWP 5735]
[New LWP 5736]
[New LWP 5737]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77363ffff6c0 (LWP 5737) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77363fffecb0, op=137, expected=0, futex_word=0x55784fa161a8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa161a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa161a8, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16180, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x7736717fe6c0 (LWP 5736) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783f43ba30) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f43ba30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f43ba30, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783f43b9e0, cond=0x55783f43ba08) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783f43ba08, mutex=0x55783f43b9e0) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783e16afab in tpool::waitable_task::wait(std::unique_lock<std::mutex>&) ()
#6  0x000055783e16b006 in tpool::waitable_task::wait() ()
#7  0x000055783d9f3f6d in ?? ()
#8  0x000055783e0abd9e in ?? ()
#9  0x000055783e0abb81 in ?? ()
#10 0x000055783e16ad24 in tpool::task_group::execute(tpool::task*) ()
#11 0x000055783e1694ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#12 0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#13 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#14 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x7f36795196c0 (LWP 5735) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679518cb0, op=137, expected=0, futex_word=0x55784fa15f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679518cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15f00, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7f3679d1a6c0 (LWP 5734) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3679d19cb0, op=137, expected=0, futex_word=0x55784fa15e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa15e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa15e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7f3679d19cb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa15e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa15e60, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  0x000055783e1ba04a in my_qsort2 ()
#1  0x000055783dd3b68b in Filesort_buffer::sort_buffer(Sort_param const*, unsigned int) ()
#2  0x000055783dd403b0 in filesort(THD*, TABLE*, Filesort*, Filesort_tracker*, JOIN*, unsigned long long) ()
#3  0x000055783db62783 in create_sort_index(THD*, JOIN*, st_join_table*, Filesort*) ()
#4  0x000055783db62ae7 in st_join_table::sort_table() ()
#5  0x000055783db62bb0 in join_init_read_record(st_join_table*) ()
#6  0x000055783db4de15 in sub_select(JOIN*, st_join_table*, bool) ()
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

Thread 73 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
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

Thread 72 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
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

Thread 71 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
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

Thread 70 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
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

Thread 69 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
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

Thread 68 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
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

Thread 67 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773648161744) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773648161744, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773648161744, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736481616e8, cond=0x773648161718) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773648161718, mutex=0x7736481616e8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
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

Thread 65 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
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

Thread 64 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
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

Thread 63 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
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

Thread 62 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5578503591f4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5578503591f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5578503591f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x557850359198, cond=0x5578503591c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5578503591c8, mutex=0x557850359198) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
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

Thread 60 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
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

Thread 59 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
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

Thread 58 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
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

Thread 57 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
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

Thread 56 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
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

Thread 55 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
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

Thread 54 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
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

Thread 53 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736501ac8d4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736501ac8d4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736501ac8d4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736501ac878, cond=0x7736501ac8a8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736501ac8a8, mutex=0x7736501ac878) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
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

Thread 51 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
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

Thread 50 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77364c322e48, fd=85) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=85, buf=0x77364c322e48, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 49 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77364427c700) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77364427c700, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77364427c700, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77364427c6a8, cond=0x77364427c6d8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77364427c6d8, mutex=0x77364427c6a8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
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

Thread 47 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
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

Thread 46 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
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

Thread 45 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7f368804bb90) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f368804bb90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f368804bb90, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7f368804bb38, cond=0x7f368804bb68) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7f368804bb68, mutex=0x7f368804bb38) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7f36740dae00) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f36740dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f36740dae00, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7f36740dada8, cond=0x7f36740dadd8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7f36740dadd8, mutex=0x7f36740dada8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77366c032880) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77366c032880, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77366c032880, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77366c032828, cond=0x77366c032858) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77366c032858, mutex=0x77366c032828) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
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

Thread 41 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x773660295598, fd=88) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=88, buf=0x773660295598, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 40 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
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

Thread 39 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
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

Thread 38 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
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

Thread 37 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
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

Thread 36 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
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

Thread 35 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736483e73e4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736483e73e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736483e73e4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736483e7388, cond=0x7736483e73b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736483e73b8, mutex=0x7736483e7388) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
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

Thread 33 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736400d7e10) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736400d7e10, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736400d7e10, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736400d7db8, cond=0x7736400d7de8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736400d7de8, mutex=0x7736400d7db8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
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

Thread 31 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
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

Thread 30 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
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

Thread 29 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
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

Thread 28 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
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

Thread 27 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
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

Thread 26 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055783e039443 in ?? ()
#2  0x000055783e02938d in ?? ()
#3  0x000055783e0be97a in ?? ()
#4  0x000055783e0bf855 in ?? ()
#5  0x000055783dfde87e in ?? ()
#6  0x000055783dd45023 in ?? ()
#7  0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#8  0x000055783dc2ff0b in trans_commit(THD*) ()
#9  0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055783db26aa5 in ?? ()
#13 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055783db0861f in do_command(THD*, bool) ()
#16 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055783dc1fe1d in handle_one_connection ()
#18 0x000055783df4a647 in ?? ()
#19 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
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

Thread 24 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
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

Thread 23 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
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

Thread 22 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77365c007874) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77365c007874, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77365c007874, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77365c007818, cond=0x77365c007848) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77365c007848, mutex=0x77365c007818) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773650007fd0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773650007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773650007fd0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773650007f78, cond=0x773650007fa8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773650007fa8, mutex=0x773650007f78) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736540074f4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736540074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736540074f4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773654007498, cond=0x7736540074c8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736540074c8, mutex=0x773654007498) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
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

Thread 18 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
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

Thread 17 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
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

Thread 16 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
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

Thread 15 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773638017530) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773638017530, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773638017530, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736380174d8, cond=0x773638017508) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773638017508, mutex=0x7736380174d8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
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

Thread 13 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x7736381883b8, fd=115) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=115, buf=0x7736381883b8, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 12 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
#0  __libc_pwrite64 (offset=<optimized out>, count=28672, buf=0x773672000000, fd=12) at ../sysdeps/unix/sysv/linux/pwrite64.c:25
#1  __libc_pwrite64 (fd=12, buf=0x773672000000, count=28672, offset=54673408) at ../sysdeps/unix/sysv/linux/pwrite64.c:23
#2  0x000055783e0285d2 in ?? ()
#3  0x000055783e028652 in ?? ()
#4  0x000055783e0287a2 in ?? ()
#5  0x000055783e0293ee in ?? ()
#6  0x000055783e0be97a in ?? ()
#7  0x000055783e0bf855 in ?? ()
#8  0x000055783dfde87e in ?? ()
#9  0x000055783dd45023 in ?? ()
#10 0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#11 0x000055783dc2ff0b in trans_commit(THD*) ()
#12 0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
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

Thread 11 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
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

Thread 10 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x773648007180) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x773648007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x773648007180, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773648007128, cond=0x773648007158) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x773648007158, mutex=0x773648007128) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
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

Thread 6 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

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
#6  0x000055783dee31b9 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 974277430.1796020022 2026-11-30 06:27:02
[New LWP 5235]
[New LWP 5236]
[New LWP 5237]
[New LWP 5238]
[New LWP 5241]
[New LWP 5242]
[New LWP 5243]
[New LWP 5244]
[New LWP 5249]
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
[New LWP 5734]
[New LWP 5735]
[New LWP 5736]
[New LWP 5737]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f369051a26f in __GI___poll (fds=0x5578500d0728, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 78 (Thread 0x77363ffff6c0 (LWP 5737) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77363fffecb0, op=137, expected=0, futex_word=0x55784fa161ac) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55784fa161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55784fa161ac, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77363fffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55784fa15c48, cond=0x55784fa16180) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55784fa16180, mutex=0x55784fa15c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055783e168a01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055783e1693cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055783e1694fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 77 (Thread 0x7736717fe6c0 (LWP 5736) "mariadbd"):
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

Thread 76 (Thread 0x7f36795196c0 (LWP 5735) "mariadbd"):
#0  0x000055783e05c058 in ?? ()
#1  0x000055783d9f3011 in ?? ()
#2  0x000055783e0abd9e in ?? ()
#3  0x000055783e0abb81 in ?? ()
#4  0x000055783e16ad24 in tpool::task_group::execute(tpool::task*) ()
#5  0x000055783e1694ef in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#6  0x00007f36902d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x7f3679d1a6c0 (LWP 5734) "mariadbd"):
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

Thread 74 (Thread 0x77367005e6c0 (LWP 5483) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x7736680cffa8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x7736680cffa8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
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

Thread 73 (Thread 0x7736700a96c0 (LWP 5482) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x773660009a78, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x773660009a78, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055783da35c13 in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x7736700f46c0 (LWP 5481) "mariadbd"):
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

Thread 71 (Thread 0x77367013f6c0 (LWP 5480) "mariadbd"):
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

Thread 70 (Thread 0x77367018a6c0 (LWP 5479) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x77365c1bd3d4) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x77365c1bd3d4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x77365c1bd3d4, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x77365c1bd378, cond=0x77365c1bd3a8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x77365c1bd3a8, mutex=0x77365c1bd378) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x7736701d56c0 (LWP 5478) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736502801e0) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736502801e0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736502801e0, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x773650280188, cond=0x7736502801b8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736502801b8, mutex=0x773650280188) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x7736702206c0 (LWP 5477) "mariadbd"):
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

Thread 67 (Thread 0x77367026b6c0 (LWP 5476) "mariadbd"):
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

Thread 66 (Thread 0x7736702b66c0 (LWP 5475) "mariadbd"):
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

Thread 65 (Thread 0x7736703016c0 (LWP 5474) "mariadbd"):
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

Thread 64 (Thread 0x77367034c6c0 (LWP 5473) "mariadbd"):
#0  0x000055783dc0ecc4 in ?? ()
#1  0x000055783da188b0 in Item_bool_func::get_mm_parts(RANGE_OPT_PARAM*, Field*, Item_func::Functype, Item*) ()
#2  0x000055783da1e33f in Item_bool_func::get_full_func_mm_tree(RANGE_OPT_PARAM*, Item_field*, Item*) ()
#3  0x000055783da30bee in Item_bool_func2_with_rev::get_mm_tree(RANGE_OPT_PARAM*, Item**) ()
#4  0x000055783da2431a in SQL_SELECT::test_quick_select(THD*, Bitmap<64u>, unsigned long long, unsigned long long, bool, bool, bool, bool, Item_func::Bitmap) ()
#5  0x000055783dbd9982 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#6  0x000055783db022bc in mysql_execute_command(THD*, bool) ()
#7  0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#8  0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#9  0x000055783db26aa5 in ?? ()
#10 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#11 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#12 0x000055783db0861f in do_command(THD*, bool) ()
#13 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#14 0x000055783dc1fe1d in handle_one_connection ()
#15 0x000055783df4a647 in ?? ()
#16 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#17 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x7736703976c0 (LWP 5472) "mariadbd"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x000055783e039443 in ?? ()
#2  0x000055783e02938d in ?? ()
#3  0x000055783e0be97a in ?? ()
#4  0x000055783e0bf855 in ?? ()
#5  0x000055783dfde87e in ?? ()
#6  0x000055783dd45023 in ?? ()
#7  0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#8  0x000055783dc2ff0b in trans_commit(THD*) ()
#9  0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
#10 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055783db26aa5 in ?? ()
#13 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055783db0861f in do_command(THD*, bool) ()
#16 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055783dc1fe1d in handle_one_connection ()
#18 0x000055783df4a647 in ?? ()
#19 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x7736703e26c0 (LWP 5471) "mariadbd"):
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

Thread 61 (Thread 0x77367042d6c0 (LWP 5470) "mariadbd"):
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

Thread 60 (Thread 0x7736704786c0 (LWP 5469) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7736704753f0, op=393, expected=0, futex_word=0x7f368d358b3c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f368d358b3c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7736704753f0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f368d358b3c, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7736704753f0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a68bc in __pthread_cond_wait_common (abstime=0x7736704753f0, clockid=0, mutex=0x55783f436140, cond=0x7f368d358b10) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x7f368d358b10, mutex=0x55783f436140, abstime=0x7736704753f0) at ./nptl/pthread_cond_wait.c:643
#5  0x000055783e026024 in ?? ()
#6  0x000055783e081580 in ?? ()
#7  0x000055783e099728 in ?? ()
#8  0x000055783dfec752 in ?? ()
#9  0x000055783dd48c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#10 0x000055783dd4e781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#11 0x000055783dc53510 in handler::multi_range_read_next(void**) ()
#12 0x000055783dc53580 in Mrr_simple_index_reader::get_next(void**) ()
#13 0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#14 0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#15 0x000055783da37df9 in ?? ()
#16 0x000055783dbd9e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#17 0x000055783db022bc in mysql_execute_command(THD*, bool) ()
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

Thread 59 (Thread 0x7736704c36c0 (LWP 5468) "mariadbd"):
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

Thread 58 (Thread 0x77367050e6c0 (LWP 5467) "mariadbd"):
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

Thread 57 (Thread 0x7736705596c0 (LWP 5466) "mariadbd"):
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

Thread 56 (Thread 0x7736705a46c0 (LWP 5465) "mariadbd"):
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

Thread 55 (Thread 0x7736705ef6c0 (LWP 5464) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736581ae214) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736581ae214, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736581ae214, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736581ae1b8, cond=0x7736581ae1e8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736581ae1e8, mutex=0x7736581ae1b8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77367063a6c0 (LWP 5463) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=52, buf=0x77365c1ae5e8, fd=66) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=66, buf=0x77365c1ae5e8, len=52, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055783da35c13 in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x7736706856c0 (LWP 5462) "mariadbd"):
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

Thread 52 (Thread 0x7736706d06c0 (LWP 5442) "mariadbd"):
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

Thread 51 (Thread 0x77367071b6c0 (LWP 5441) "mariadbd"):
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

Thread 50 (Thread 0x7736707666c0 (LWP 5440) "mariadbd"):
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

Thread 49 (Thread 0x7736707b16c0 (LWP 5439) "mariadbd"):
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

Thread 48 (Thread 0x7736707fc6c0 (LWP 5438) "mariadbd"):
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

Thread 47 (Thread 0x7f36780576c0 (LWP 5436) "mariadbd"):
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

Thread 46 (Thread 0x7f36780a26c0 (LWP 5432) "mariadbd"):
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

Thread 45 (Thread 0x7f36780ed6c0 (LWP 5431) "mariadbd"):
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

Thread 44 (Thread 0x7f36781386c0 (LWP 5430) "mariadbd"):
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

Thread 43 (Thread 0x7f36781836c0 (LWP 5429) "mariadbd"):
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

Thread 42 (Thread 0x7f36781ce6c0 (LWP 5428) "mariadbd"):
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

Thread 41 (Thread 0x7f36782196c0 (LWP 5427) "mariadbd"):
#0  __libc_pwrite64 (offset=<optimized out>, count=12288, buf=0x773673000000, fd=12) at ../sysdeps/unix/sysv/linux/pwrite64.c:25
#1  __libc_pwrite64 (fd=12, buf=0x773673000000, count=12288, offset=60514304) at ../sysdeps/unix/sysv/linux/pwrite64.c:23
#2  0x000055783e0285d2 in ?? ()
#3  0x000055783e028652 in ?? ()
#4  0x000055783e0287a2 in ?? ()
#5  0x000055783e0293ee in ?? ()
#6  0x000055783e0be97a in ?? ()
#7  0x000055783e0bf855 in ?? ()
#8  0x000055783dfde87e in ?? ()
#9  0x000055783dd45023 in ?? ()
#10 0x000055783dd4640b in ha_commit_trans(THD*, bool) ()
#11 0x000055783dc2ff0b in trans_commit(THD*) ()
#12 0x000055783db01e25 in mysql_execute_command(THD*, bool) ()
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

Thread 40 (Thread 0x7f36782646c0 (LWP 5426) "mariadbd"):
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

Thread 39 (Thread 0x7f36782af6c0 (LWP 5425) "mariadbd"):
#0  __memcpy_evex_unaligned_erms () at ../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:296
#1  0x000055783dba277b in String::append(char const*, unsigned long) ()
#2  0x000055783dab68ea in Update_plan::save_explain_data_intern(THD*, st_mem_root*, Explain_update*, bool) ()
#3  0x000055783dab6efb in Update_plan::save_explain_update_data(THD*, st_mem_root*) ()
#4  0x000055783dbd9b0d in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#5  0x000055783db022bc in mysql_execute_command(THD*, bool) ()
#6  0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#7  0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#8  0x000055783db26aa5 in ?? ()
#9  0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#10 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#11 0x000055783db0861f in do_command(THD*, bool) ()
#12 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#13 0x000055783dc1fe1d in handle_one_connection ()
#14 0x000055783df4a647 in ?? ()
#15 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#16 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7f36782fa6c0 (LWP 5424) "mariadbd"):
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

Thread 37 (Thread 0x7f36783456c0 (LWP 5423) "mariadbd"):
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

Thread 36 (Thread 0x7f36783906c0 (LWP 5422) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x7736540da820) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7736540da820, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7736540da820, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x7736540da7c8, cond=0x7736540da7f8) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x7736540da7f8, mutex=0x7736540da7c8) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783de81bca in net_real_write ()
#6  0x000055783de81ea3 in net_flush ()
#7  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#8  0x000055783da35c13 in Protocol::end_statement() ()
#9  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#10 0x000055783db0861f in do_command(THD*, bool) ()
#11 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#12 0x000055783dc1fe1d in handle_one_connection ()
#13 0x000055783df4a647 in ?? ()
#14 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7f36783db6c0 (LWP 5421) "mariadbd"):
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

Thread 34 (Thread 0x7f36784266c0 (LWP 5420) "mariadbd"):
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

Thread 33 (Thread 0x7f36784716c0 (LWP 5419) "mariadbd"):
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

Thread 32 (Thread 0x7f36784bc6c0 (LWP 5418) "mariadbd"):
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

Thread 31 (Thread 0x7f36785076c0 (LWP 5417) "mariadbd"):
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

Thread 30 (Thread 0x7f36785526c0 (LWP 5416) "mariadbd"):
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

Thread 29 (Thread 0x7f367859d6c0 (LWP 5415) "mariadbd"):
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

Thread 28 (Thread 0x7f36785e86c0 (LWP 5414) "mariadbd"):
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

Thread 27 (Thread 0x7f36786336c0 (LWP 5413) "mariadbd"):
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

Thread 26 (Thread 0x7f367867e6c0 (LWP 5412) "mariadbd"):
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

Thread 25 (Thread 0x7f36786c96c0 (LWP 5411) "mariadbd"):
#0  0x000055783e1e8ae2 in my_hash_sort_simple_nopad ()
#1  0x000055783dfd26a3 in ?? ()
#2  0x000055783dfd56fc in ?? ()
#3  0x000055783dfd5267 in ?? ()
#4  0x000055783dfd0a5c in ?? ()
#5  0x000055783db7bc35 in handler::ha_write_tmp_row(unsigned char*) ()
#6  0x000055783db64bc3 in ?? ()
#7  0x000055783db3a0b9 in ?? ()
#8  0x000055783db4de9f in sub_select(JOIN*, st_join_table*, bool) ()
#9  0x000055783db79fd0 in JOIN::exec_inner() ()
#10 0x000055783db7a280 in JOIN::exec() ()
#11 0x000055783db786f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
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

Thread 24 (Thread 0x7f36787146c0 (LWP 5410) "mariadbd"):
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

Thread 23 (Thread 0x7f367875f6c0 (LWP 5409) "mariadbd"):
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

Thread 22 (Thread 0x7f36787aa6c0 (LWP 5408) "mariadbd"):
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

Thread 21 (Thread 0x7f36787f56c0 (LWP 5407) "mariadbd"):
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

Thread 20 (Thread 0x7f3678c826c0 (LWP 5406) "mariadbd"):
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

Thread 19 (Thread 0x7f3678ccd6c0 (LWP 5405) "mariadbd"):
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

Thread 18 (Thread 0x7f3678d186c0 (LWP 5403) "mariadbd"):
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

Thread 17 (Thread 0x7f368c0556c0 (LWP 5402) "mariadbd"):
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

Thread 16 (Thread 0x7f368c0a06c0 (LWP 5401) "mariadbd"):
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

Thread 15 (Thread 0x7f368c0eb6c0 (LWP 5400) "mariadbd"):
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

Thread 14 (Thread 0x7f368c1366c0 (LWP 5399) "mariadbd"):
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

Thread 13 (Thread 0x7f368c1816c0 (LWP 5398) "mariadbd"):
#0  __memcmp_evex_movbe () at ../sysdeps/x86_64/multiarch/memcmp-evex-movbe.S:122
#1  0x000055783e05ce77 in ?? ()
#2  0x000055783e05d2a4 in ?? ()
#3  0x000055783e042d73 in ?? ()
#4  0x000055783e0daf4f in ?? ()
#5  0x000055783e099ac2 in ?? ()
#6  0x000055783dfec752 in ?? ()
#7  0x000055783dd48c68 in handler::ha_index_read_map(unsigned char*, unsigned char const*, unsigned long, ha_rkey_function) ()
#8  0x000055783dd4e781 in handler::read_range_first(st_key_range const*, st_key_range const*, bool, bool) ()
#9  0x000055783dc53510 in handler::multi_range_read_next(void**) ()
#10 0x000055783dc53580 in Mrr_simple_index_reader::get_next(void**) ()
#11 0x000055783dc54a34 in DsMrr_impl::dsmrr_next(void**) ()
#12 0x000055783da0dce6 in QUICK_RANGE_SELECT::get_next() ()
#13 0x000055783da37df9 in ?? ()
#14 0x000055783dbd9e42 in mysql_update(THD*, TABLE_LIST*, List<Item>&, List<Item>&, Item*, unsigned int, st_order*, unsigned long long, bool, unsigned long long*, unsigned long long*) ()
#15 0x000055783db022bc in mysql_execute_command(THD*, bool) ()
#16 0x000055783db25db2 in Prepared_statement::execute(String*, bool) ()
#17 0x000055783db25f05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#18 0x000055783db26aa5 in ?? ()
#19 0x000055783db26c2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#20 0x000055783db06ab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#21 0x000055783db0861f in do_command(THD*, bool) ()
#22 0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#23 0x000055783dc1fe1d in handle_one_connection ()
#24 0x000055783df4a647 in ?? ()
#25 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#26 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x7f368c1cc6c0 (LWP 5363) "mariadbd"):
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

Thread 11 (Thread 0x773670ffd6c0 (LWP 5317) "mariadbd"):
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

Thread 10 (Thread 0x7f368c2176c0 (LWP 5249) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x7736483dc308, fd=112) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=112, buf=0x7736483dc308, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055783deba401 in vio_write ()
#3  0x000055783de81ac9 in net_real_write ()
#4  0x000055783de81ea3 in net_flush ()
#5  0x000055783da358b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055783da35c13 in Protocol::end_statement() ()
#7  0x000055783db05a2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055783db0861f in do_command(THD*, bool) ()
#9  0x000055783dc1fabd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055783dc1fe1d in handle_one_connection ()
#11 0x000055783df4a647 in ?? ()
#12 0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7f368c2626c0 (LWP 5244) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebaf1ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebaf1ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>, cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebaf1c0 <COND_slave_deadlock_handler>, mutex=0x55783ebad3e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783da41b63 in slave_deadlock_handler ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7f368c2ad6c0 (LWP 5243) "mariadbd"):
#0  0x00007f369045ac82 in __GI___sigtimedwait (set=0x7f368c2acc10, info=0x7f368c2acc90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055783d9ff5c3 in signal_hand ()
#2  0x000055783df4a647 in ?? ()
#3  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x773671fff6c0 (LWP 5242) "mariadbd"):
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

Thread 6 (Thread 0x7f368c2f86c0 (LWP 5241) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55783ebb1d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783ebb1d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f36904a65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55783ebb1da0 <LOCK_manager>, cond=0x55783ebb1d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55783ebb1d60 <COND_manager>, mutex=0x55783ebb1da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055783daf2fb0 in handle_manager ()
#6  0x000055783df4a647 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

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
#6  0x000055783dee31b9 in ?? ()
#7  0x00007f36904a71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f36905278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f3690a9a6c0 (LWP 5235) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7f3690a99d50, op=393, expected=0, futex_word=0x55783f4719cc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f36904a3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55783f4719cc, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7f3690a99d50, private=private@entry=0) at ./nptl/futex-internal.c:139
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
TS 083680075.1796020025 2026-11-30 06:27:05
