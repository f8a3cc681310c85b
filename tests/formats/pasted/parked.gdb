[New LWP 25380]
[New LWP 25381]
[New LWP 25382]
[New LWP 25383]
[New LWP 25384]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29

Thread 6 (Thread 0x7f234aab66c0 (LWP 25384) "t_signal"):
#0  0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
#1  0x000056320deff7b5 in sig_leaf () at tests/targets/sig_leaf.c:8
#2  0x000056320deff793 in sig_handler (sig=<optimized out>) at tests/targets/sig_handler.c:7
#3  <signal handler called>
#4  0x000056320deff7d6 in sig_spin () at tests/targets/sig_spin.c:8
#5  0x000056320deff831 in sig_thread (arg=<optimized out>) at tests/targets/sig_thread.c:15
#6  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7f234b2b76c0 (LWP 25383) "t_deep"):
#0  0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
#1  0x000056320deff625 in deep_leaf () at tests/targets/deep_leaf.c:8
#2  0x000056320deff775 in recurse (n=n@entry=1) at tests/targets/recurse.c:9
#3  0x000056320deff765 in recurse (n=n@entry=2) at tests/targets/recurse.c:13
#4  0x000056320deff765 in recurse (n=n@entry=3) at tests/targets/recurse.c:13
#5  0x000056320deff765 in recurse (n=n@entry=4) at tests/targets/recurse.c:13
#6  0x000056320deff765 in recurse (n=n@entry=5) at tests/targets/recurse.c:13
#7  0x000056320deff765 in recurse (n=n@entry=6) at tests/targets/recurse.c:13
#8  0x000056320deff765 in recurse (n=n@entry=7) at tests/targets/recurse.c:13
#9  0x000056320deff765 in recurse (n=n@entry=8) at tests/targets/recurse.c:13
#10 0x000056320deff765 in recurse (n=n@entry=9) at tests/targets/recurse.c:13
#11 0x000056320deff765 in recurse (n=n@entry=10) at tests/targets/recurse.c:13
#12 0x000056320deff765 in recurse (n=n@entry=11) at tests/targets/recurse.c:13
#13 0x000056320deff765 in recurse (n=n@entry=12) at tests/targets/recurse.c:13
#14 0x000056320deff765 in recurse (n=n@entry=13) at tests/targets/recurse.c:13
#15 0x000056320deff765 in recurse (n=n@entry=14) at tests/targets/recurse.c:13
#16 0x000056320deff765 in recurse (n=n@entry=15) at tests/targets/recurse.c:13
#17 0x000056320deff765 in recurse (n=n@entry=16) at tests/targets/recurse.c:13
#18 0x000056320deff765 in recurse (n=n@entry=17) at tests/targets/recurse.c:13
#19 0x000056320deff765 in recurse (n=n@entry=18) at tests/targets/recurse.c:13
#20 0x000056320deff765 in recurse (n=n@entry=19) at tests/targets/recurse.c:13
#21 0x000056320deff765 in recurse (n=n@entry=20) at tests/targets/recurse.c:13
#22 0x000056320deff765 in recurse (n=n@entry=21) at tests/targets/recurse.c:13
#23 0x000056320deff765 in recurse (n=n@entry=22) at tests/targets/recurse.c:13
#24 0x000056320deff765 in recurse (n=n@entry=23) at tests/targets/recurse.c:13
#25 0x000056320deff765 in recurse (n=n@entry=24) at tests/targets/recurse.c:13
#26 0x000056320deff765 in recurse (n=n@entry=25) at tests/targets/recurse.c:13
#27 0x000056320deff765 in recurse (n=n@entry=26) at tests/targets/recurse.c:13
#28 0x000056320deff765 in recurse (n=n@entry=27) at tests/targets/recurse.c:13
#29 0x000056320deff765 in recurse (n=n@entry=28) at tests/targets/recurse.c:13
#30 0x000056320deff765 in recurse (n=n@entry=29) at tests/targets/recurse.c:13
#31 0x000056320deff765 in recurse (n=n@entry=30) at tests/targets/recurse.c:13
#32 0x000056320deff765 in recurse (n=n@entry=31) at tests/targets/recurse.c:13
#33 0x000056320deff765 in recurse (n=n@entry=32) at tests/targets/recurse.c:13
#34 0x000056320deff765 in recurse (n=n@entry=33) at tests/targets/recurse.c:13
#35 0x000056320deff765 in recurse (n=n@entry=34) at tests/targets/recurse.c:13
#36 0x000056320deff765 in recurse (n=n@entry=35) at tests/targets/recurse.c:13
#37 0x000056320deff765 in recurse (n=n@entry=36) at tests/targets/recurse.c:13
#38 0x000056320deff765 in recurse (n=n@entry=37) at tests/targets/recurse.c:13
#39 0x000056320deff765 in recurse (n=n@entry=38) at tests/targets/recurse.c:13
#40 0x000056320deff765 in recurse (n=n@entry=39) at tests/targets/recurse.c:13
#41 0x000056320deff765 in recurse (n=n@entry=40) at tests/targets/recurse.c:13
#42 0x000056320deff652 in deep_thread (arg=<optimized out>) at tests/targets/deep_thread.c:7
#43 0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#44 0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7f234bab86c0 (LWP 25382) "t_sleep"):
#0  0x00007f234cb8d545 in __GI___clock_nanosleep (clock_id=clock_id@entry=0, flags=flags@entry=0, req=req@entry=0x7f234bab7ea0, rem=rem@entry=0x0) at ../sysdeps/unix/sysv/linux/clock_nanosleep.c:48
#1  0x00007f234cb91e53 in __GI___nanosleep (req=req@entry=0x7f234bab7ea0, rem=rem@entry=0x0) at ../sysdeps/unix/sysv/linux/nanosleep.c:25
#2  0x000056320deff87a in sleep_b () at tests/targets/sleep_b.c:10
#3  0x000056320deff849 in sleep_a () at tests/targets/sleep_a.c:5
#4  0x000056320deff89d in sleep_thread (arg=<optimized out>) at tests/targets/sleep_thread.c:7
#5  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#6  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7f234c2b96c0 (LWP 25381) "t_cond"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56320df02108 <never_cond+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56320df02108 <never_cond+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007f234cb43f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56320df02108 <never_cond+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007f234cb465d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56320df02120 <cond_mutex>, cond=0x56320df020e0 <never_cond>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=cond@entry=0x56320df020e0 <never_cond>, mutex=mutex@entry=0x56320df02120 <cond_mutex>) at ./nptl/pthread_cond_wait.c:618
#5  0x000056320deff5d3 in cond_inl () at tests/targets/cond_b.c:9
#6  cond_b () at tests/targets/cond_b.c:17
#7  0x000056320deff599 in cond_a () at tests/targets/cond_a.c:5
#8  0x000056320deff5fd in cond_thread (arg=<optimized out>) at tests/targets/cond_thread.c:7
#9  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#10 0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f234caba6c0 (LWP 25380) "t_mutex"):
#0  futex_wait (private=0, expected=2, futex_word=0x56320df02160 <held_mutex>) at ../sysdeps/nptl/futex-internal.h:146
#1  __GI___lll_lock_wait (futex=futex@entry=0x56320df02160 <held_mutex>, private=0) at ./nptl/lowlevellock.c:49
#2  0x00007f234cb4a482 in lll_mutex_lock_optimized (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:48
#3  ___pthread_mutex_lock (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:93
#4  0x000056320deff685 in mutex_b () at tests/targets/mutex_b.c:6
#5  0x000056320deff669 in mutex_a () at tests/targets/mutex_a.c:5
#6  0x000056320deff6ad in mutex_thread (arg=<optimized out>) at tests/targets/mutex_thread.c:8
#7  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7f234cabb740 (LWP 25378) "parked"):
#0  0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
#1  0x000056320deff6cd in park_main () at tests/targets/park_main.c:7
#2  0x000056320deff3e6 in main (argc=<optimized out>, argv=<optimized out>) at tests/targets/parked.c:94
[Inferior 1 (process 25378) detached]
