[New LWP 10822]
[New LWP 10823]
[New LWP 10824]
[New LWP 10825]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
__futex_abstimed_wait_common64 (private=128, cancel=true, abstime=0x0, op=265, expected=10825, futex_word=0x7f4b2253a990) at ./nptl/futex-internal.c:57

Thread 5 (Thread 0x7f4b2253a6c0 (LWP 10825) "cxx"):
#0  0x00007f4b23eed545 in __GI___clock_nanosleep (clock_id=clock_id@entry=0, flags=flags@entry=0, req=req@entry=0x7f4b22539e60, rem=rem@entry=0x7f4b22539e60) at ../sysdeps/unix/sysv/linux/clock_nanosleep.c:48
#1  0x00007f4b23ef1e53 in __GI___nanosleep (req=req@entry=0x7f4b22539e60, rem=rem@entry=0x7f4b22539e60) at ../sysdeps/unix/sysv/linux/nanosleep.c:25
#2  0x00007f4b23ef1d8a in __sleep (seconds=0) at ../sysdeps/posix/sleep.c:55
#3  0x00005653d19d7287 in inlined_sleep (s=1000) at cxx.cc:36
#4  sleeper () at cxx.cc:42
#5  0x00005653d19d745f in std::__invoke_impl<void, void (*)()> (__f=<optimized out>) at /usr/include/c++/12/bits/invoke.h:60
#6  std::__invoke<void (*)()> (__fn=<optimized out>) at /usr/include/c++/12/bits/invoke.h:96
#7  std::thread::_Invoker<std::tuple<void (*)()> >::_M_invoke<0ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#8  std::thread::_Invoker<std::tuple<void (*)()> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#9  std::thread::_State_impl<std::thread::_Invoker<std::tuple<void (*)()> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#10 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#11 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f4b22d3b6c0 (LWP 10824) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b22d3ae60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f4b2353c6c0 (LWP 10823) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b2353be60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f4b23d3d6c0 (LWP 10822) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b23d3ce60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f4b2421c740 (LWP 10820) "cxx"):
#0  __futex_abstimed_wait_common64 (private=128, cancel=true, abstime=0x0, op=265, expected=10825, futex_word=0x7f4b2253a990) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f4b2253a990, expected=10825, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=128, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f4b2253a990, expected=<optimized out>, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=128) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea8ce3 in __pthread_clockjoin_ex (threadid=139960675182272, thread_return=0x0, clockid=0, abstime=0x0, block=<optimized out>) at ./nptl/pthread_join_common.c:102
#4  0x00007f4b240d4517 in std::thread::join() () from /lib/x86_64-linux-gnu/libstdc++.so.6
#5  0x00005653d19d73b9 in main () at cxx.cc:52
[Inferior 1 (process 10820) detached]
TS 420458908.1796020233 2026-11-30 06:30:33
[New LWP 10822]
[New LWP 10823]
[New LWP 10824]
[New LWP 10825]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
__futex_abstimed_wait_common64 (private=128, cancel=true, abstime=0x0, op=265, expected=10825, futex_word=0x7f4b2253a990) at ./nptl/futex-internal.c:57

Thread 5 (Thread 0x7f4b2253a6c0 (LWP 10825) "cxx"):
#0  0x00007f4b23eed545 in __GI___clock_nanosleep (clock_id=clock_id@entry=0, flags=flags@entry=0, req=req@entry=0x7f4b22539e60, rem=rem@entry=0x7f4b22539e60) at ../sysdeps/unix/sysv/linux/clock_nanosleep.c:48
#1  0x00007f4b23ef1e53 in __GI___nanosleep (req=req@entry=0x7f4b22539e60, rem=rem@entry=0x7f4b22539e60) at ../sysdeps/unix/sysv/linux/nanosleep.c:25
#2  0x00007f4b23ef1d8a in __sleep (seconds=0) at ../sysdeps/posix/sleep.c:55
#3  0x00005653d19d7287 in inlined_sleep (s=1000) at cxx.cc:36
#4  sleeper () at cxx.cc:42
#5  0x00005653d19d745f in std::__invoke_impl<void, void (*)()> (__f=<optimized out>) at /usr/include/c++/12/bits/invoke.h:60
#6  std::__invoke<void (*)()> (__fn=<optimized out>) at /usr/include/c++/12/bits/invoke.h:96
#7  std::thread::_Invoker<std::tuple<void (*)()> >::_M_invoke<0ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#8  std::thread::_Invoker<std::tuple<void (*)()> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#9  std::thread::_State_impl<std::thread::_Invoker<std::tuple<void (*)()> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#10 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#11 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f4b22d3b6c0 (LWP 10824) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b22d3ae60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f4b2353c6c0 (LWP 10823) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b2353be60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f4b23d3d6c0 (LWP 10822) "cxx"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x5653d19da108 <cv+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x5653d19da108 <cv+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x5653d19da120 <m>, cond=0x5653d19da0e0 <cv>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x5653d19da0e0 <cv>, mutex=0x5653d19da120 <m>) at ./nptl/pthread_cond_wait.c:618
#5  0x00005653d19d7a5f in std::condition_variable::wait<(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for(const std::pair<int, int>&, char const*)::<lambda()> > (__p=..., __lock=..., this=0x5653d19da0e0 <cv>) at /usr/include/c++/12/condition_variable:102
#6  (anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for (this=this@entry=0x7f4b23d3ce60, k={...}, v=v@entry=0x5653d19d801e "x") at cxx.cc:20
#7  0x00005653d19d7afc in Worker::operator() (this=<optimized out>, i=<optimized out>) at cxx.cc:29
#8  0x00005653d19d7b24 in std::__invoke_impl<void, Worker, int> (__f=...) at /usr/include/c++/12/bits/invoke.h:61
#9  std::__invoke<Worker, int> (__fn=...) at /usr/include/c++/12/bits/invoke.h:96
#10 std::thread::_Invoker<std::tuple<Worker, int> >::_M_invoke<0ul, 1ul> (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:252
#11 std::thread::_Invoker<std::tuple<Worker, int> >::operator() (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:259
#12 std::thread::_State_impl<std::thread::_Invoker<std::tuple<Worker, int> > >::_M_run (this=<optimized out>) at /usr/include/c++/12/bits/std_thread.h:210
#13 0x00007f4b240d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#14 0x00007f4b23ea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#15 0x00007f4b23f278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f4b2421c740 (LWP 10820) "cxx"):
#0  __futex_abstimed_wait_common64 (private=128, cancel=true, abstime=0x0, op=265, expected=10825, futex_word=0x7f4b2253a990) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x7f4b2253a990, expected=10825, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=128, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f4b23ea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x7f4b2253a990, expected=<optimized out>, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=128) at ./nptl/futex-internal.c:139
#3  0x00007f4b23ea8ce3 in __pthread_clockjoin_ex (threadid=139960675182272, thread_return=0x0, clockid=0, abstime=0x0, block=<optimized out>) at ./nptl/pthread_join_common.c:102
#4  0x00007f4b240d4517 in std::thread::join() () from /lib/x86_64-linux-gnu/libstdc++.so.6
#5  0x00005653d19d73b9 in main () at cxx.cc:52
[Inferior 1 (process 10820) detached]
TS 518822384.1796020234 2026-11-30 06:30:34
