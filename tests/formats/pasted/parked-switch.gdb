[New LWP 25380]
[New LWP 25381]
[New LWP 25382]
[New LWP 25383]
[New LWP 25384]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
[Switching to thread 2 (Thread 0x7f234caba6c0 (LWP 25380))]
#0  futex_wait (private=0, expected=2, futex_word=0x56320df02160 <held_mutex>) at ../sysdeps/nptl/futex-internal.h:146
#0  futex_wait (private=0, expected=2, futex_word=0x56320df02160 <held_mutex>) at ../sysdeps/nptl/futex-internal.h:146
#1  __GI___lll_lock_wait (futex=futex@entry=0x56320df02160 <held_mutex>, private=0) at ./nptl/lowlevellock.c:49
#2  0x00007f234cb4a482 in lll_mutex_lock_optimized (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:48
#3  ___pthread_mutex_lock (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:93
#4  0x000056320deff685 in mutex_b () at tests/targets/mutex_b.c:6
#5  0x000056320deff669 in mutex_a () at tests/targets/mutex_a.c:5
#6  0x000056320deff6ad in mutex_thread (arg=<optimized out>) at tests/targets/mutex_thread.c:8
#7  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
[Switching to thread 3 (Thread 0x7f234c2b96c0 (LWP 25381))]
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56320df02108 <never_cond+40>) at ./nptl/futex-internal.c:57
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
[Inferior 1 (process 25378) detached]
