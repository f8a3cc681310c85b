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
        sc_ret = -514
        sc_cancel_oldtype = 0
        sc_ret = <optimized out>
#1  0x000056320deff7b5 in sig_leaf () at tests/targets/sig_leaf.c:8
No locals.
#2  0x000056320deff793 in sig_handler (sig=<optimized out>) at tests/targets/sig_handler.c:7
No locals.
#3  <signal handler called>
No locals.
#4  0x000056320deff7d6 in sig_spin () at tests/targets/sig_spin.c:8
No locals.
#5  0x000056320deff831 in sig_thread (arg=<optimized out>) at tests/targets/sig_thread.c:15
        sa = {__sigaction_handler = {sa_handler = 0x56320deff780 <sig_handler>, sa_sigaction = 0x56320deff780 <sig_handler>}, sa_mask = {__val = {0 <repeats 16 times>}}, sa_flags = 0, sa_restorer = 0x0}
#6  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
        ret = <optimized out>
        pd = <optimized out>
        out = <optimized out>
        unwind_buf = {cancel_jmp_buf = {{jmp_buf = {139789553329856, 8926679546765211240, -128, 0, 140726052534368, 139789544939520, -8815942960128493976, -8815947280289008024}, mask_was_saved = 0}}, priv = {pad = {0x0, 0x0, 0x0, 0x0}, data = {prev = 0x0, cleanup = 0x0, canceltype = 0}}}
        not_first_call = <optimized out>
#7  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
No locals.

Thread 5 (Thread 0x7f234b2b76c0 (LWP 25383) "t_deep"):
#0  0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
        sc_ret = -514
        sc_cancel_oldtype = 0
        sc_ret = <optimized out>
#1  0x000056320deff625 in deep_leaf () at tests/targets/deep_leaf.c:8
No locals.
#2  0x000056320deff775 in recurse (n=n@entry=1) at tests/targets/recurse.c:9
        here = 1
        r = <optimized out>
#3  0x000056320deff765 in recurse (n=n@entry=2) at tests/targets/recurse.c:13
        here = 2
        r = <optimized out>
#4  0x000056320deff765 in recurse (n=n@entry=3) at tests/targets/recurse.c:13
        here = 3
        r = <optimized out>
#5  0x000056320deff765 in recurse (n=n@entry=4) at tests/targets/recurse.c:13
        here = 4
        r = <optimized out>
#6  0x000056320deff765 in recurse (n=n@entry=5) at tests/targets/recurse.c:13
        here = 5
        r = <optimized out>
#7  0x000056320deff765 in recurse (n=n@entry=6) at tests/targets/recurse.c:13
        here = 6
        r = <optimized out>
#8  0x000056320deff765 in recurse (n=n@entry=7) at tests/targets/recurse.c:13
        here = 7
        r = <optimized out>
#9  0x000056320deff765 in recurse (n=n@entry=8) at tests/targets/recurse.c:13
        here = 8
        r = <optimized out>
#10 0x000056320deff765 in recurse (n=n@entry=9) at tests/targets/recurse.c:13
        here = 9
        r = <optimized out>
#11 0x000056320deff765 in recurse (n=n@entry=10) at tests/targets/recurse.c:13
        here = 10
        r = <optimized out>
#12 0x000056320deff765 in recurse (n=n@entry=11) at tests/targets/recurse.c:13
        here = 11
        r = <optimized out>
#13 0x000056320deff765 in recurse (n=n@entry=12) at tests/targets/recurse.c:13
        here = 12
        r = <optimized out>
#14 0x000056320deff765 in recurse (n=n@entry=13) at tests/targets/recurse.c:13
        here = 13
        r = <optimized out>
#15 0x000056320deff765 in recurse (n=n@entry=14) at tests/targets/recurse.c:13
        here = 14
        r = <optimized out>
#16 0x000056320deff765 in recurse (n=n@entry=15) at tests/targets/recurse.c:13
        here = 15
        r = <optimized out>
#17 0x000056320deff765 in recurse (n=n@entry=16) at tests/targets/recurse.c:13
        here = 16
        r = <optimized out>
#18 0x000056320deff765 in recurse (n=n@entry=17) at tests/targets/recurse.c:13
        here = 17
        r = <optimized out>
#19 0x000056320deff765 in recurse (n=n@entry=18) at tests/targets/recurse.c:13
        here = 18
        r = <optimized out>
#20 0x000056320deff765 in recurse (n=n@entry=19) at tests/targets/recurse.c:13
        here = 19
        r = <optimized out>
#21 0x000056320deff765 in recurse (n=n@entry=20) at tests/targets/recurse.c:13
        here = 20
        r = <optimized out>
#22 0x000056320deff765 in recurse (n=n@entry=21) at tests/targets/recurse.c:13
        here = 21
        r = <optimized out>
#23 0x000056320deff765 in recurse (n=n@entry=22) at tests/targets/recurse.c:13
        here = 22
        r = <optimized out>
#24 0x000056320deff765 in recurse (n=n@entry=23) at tests/targets/recurse.c:13
        here = 23
        r = <optimized out>
#25 0x000056320deff765 in recurse (n=n@entry=24) at tests/targets/recurse.c:13
        here = 24
        r = <optimized out>
#26 0x000056320deff765 in recurse (n=n@entry=25) at tests/targets/recurse.c:13
        here = 25
        r = <optimized out>
#27 0x000056320deff765 in recurse (n=n@entry=26) at tests/targets/recurse.c:13
        here = 26
        r = <optimized out>
#28 0x000056320deff765 in recurse (n=n@entry=27) at tests/targets/recurse.c:13
        here = 27
        r = <optimized out>
#29 0x000056320deff765 in recurse (n=n@entry=28) at tests/targets/recurse.c:13
        here = 28
        r = <optimized out>
#30 0x000056320deff765 in recurse (n=n@entry=29) at tests/targets/recurse.c:13
        here = 29
        r = <optimized out>
#31 0x000056320deff765 in recurse (n=n@entry=30) at tests/targets/recurse.c:13
        here = 30
        r = <optimized out>
#32 0x000056320deff765 in recurse (n=n@entry=31) at tests/targets/recurse.c:13
        here = 31
        r = <optimized out>
#33 0x000056320deff765 in recurse (n=n@entry=32) at tests/targets/recurse.c:13
        here = 32
        r = <optimized out>
#34 0x000056320deff765 in recurse (n=n@entry=33) at tests/targets/recurse.c:13
        here = 33
        r = <optimized out>
#35 0x000056320deff765 in recurse (n=n@entry=34) at tests/targets/recurse.c:13
        here = 34
        r = <optimized out>
#36 0x000056320deff765 in recurse (n=n@entry=35) at tests/targets/recurse.c:13
        here = 35
        r = <optimized out>
#37 0x000056320deff765 in recurse (n=n@entry=36) at tests/targets/recurse.c:13
        here = 36
        r = <optimized out>
#38 0x000056320deff765 in recurse (n=n@entry=37) at tests/targets/recurse.c:13
        here = 37
        r = <optimized out>
#39 0x000056320deff765 in recurse (n=n@entry=38) at tests/targets/recurse.c:13
        here = 38
        r = <optimized out>
#40 0x000056320deff765 in recurse (n=n@entry=39) at tests/targets/recurse.c:13
        here = 39
        r = <optimized out>
#41 0x000056320deff765 in recurse (n=n@entry=40) at tests/targets/recurse.c:13
        here = 40
        r = <optimized out>
#42 0x000056320deff652 in deep_thread (arg=<optimized out>) at tests/targets/deep_thread.c:7
No locals.
#43 0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
        ret = <optimized out>
        pd = <optimized out>
        out = <optimized out>
        unwind_buf = {cancel_jmp_buf = {{jmp_buf = {139789561722560, 8926679546765211240, -128, 0, 140726052534368, 139789553332224, -8815944059103250840, -8815947280289008024}, mask_was_saved = 0}}, priv = {pad = {0x0, 0x0, 0x0, 0x0}, data = {prev = 0x0, cleanup = 0x0, canceltype = 0}}}
        not_first_call = <optimized out>
#44 0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
No locals.

Thread 4 (Thread 0x7f234bab86c0 (LWP 25382) "t_sleep"):
#0  0x00007f234cb8d545 in __GI___clock_nanosleep (clock_id=clock_id@entry=0, flags=flags@entry=0, req=req@entry=0x7f234bab7ea0, rem=rem@entry=0x0) at ../sysdeps/unix/sysv/linux/clock_nanosleep.c:48
        sc_cancel_oldtype = 0
        sc_ret = <optimized out>
        r = <optimized out>
#1  0x00007f234cb91e53 in __GI___nanosleep (req=req@entry=0x7f234bab7ea0, rem=rem@entry=0x0) at ../sysdeps/unix/sysv/linux/nanosleep.c:25
        ret = <optimized out>
#2  0x000056320deff87a in sleep_b () at tests/targets/sleep_b.c:10
        ts = {tv_sec = 100000, tv_nsec = 0}
#3  0x000056320deff849 in sleep_a () at tests/targets/sleep_a.c:5
No locals.
#4  0x000056320deff89d in sleep_thread (arg=<optimized out>) at tests/targets/sleep_thread.c:7
No locals.
#5  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
        ret = <optimized out>
        pd = <optimized out>
        out = <optimized out>
        unwind_buf = {cancel_jmp_buf = {{jmp_buf = {139789570115264, 8926679546765211240, -128, 0, 140726052534368, 139789561724928, -8815945158078007704, -8815947280289008024}, mask_was_saved = 0}}, priv = {pad = {0x0, 0x0, 0x0, 0x0}, data = {prev = 0x0, cleanup = 0x0, canceltype = 0}}}
        not_first_call = <optimized out>
#6  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
No locals.

Thread 3 (Thread 0x7f234c2b96c0 (LWP 25381) "t_cond"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x56320df02108 <never_cond+40>) at ./nptl/futex-internal.c:57
        sc_cancel_oldtype = 0
        __arg6 = <optimized out>
        __arg3 = <optimized out>
        _a5 = <optimized out>
        _a2 = <optimized out>
        sc_ret = <optimized out>
        __arg4 = <optimized out>
        __arg1 = <optimized out>
        _a6 = <optimized out>
        _a3 = <optimized out>
        resultvar = <optimized out>
        __arg5 = <optimized out>
        __arg2 = <optimized out>
        _a4 = <optimized out>
        _a1 = <optimized out>
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x56320df02108 <never_cond+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
        err = <optimized out>
        clockbit = 256
        op = 393
#2  0x00007f234cb43f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x56320df02108 <never_cond+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
No locals.
#3  0x00007f234cb465d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x56320df02120 <cond_mutex>, cond=0x56320df020e0 <never_cond>) at ./nptl/pthread_cond_wait.c:503
        spin = 0
        buffer = {__routine = 0x7f234cb46360 <__condvar_cleanup_waiting>, __arg = 0x7f234c2b8e30, __canceltype = 0, __prev = 0x0}
        cbuffer = {wseq = 0, cond = 0x56320df020e0 <never_cond>, mutex = 0x56320df02120 <cond_mutex>, private = 0}
        err = <optimized out>
        g = 0
        flags = <optimized out>
        g1_start = <optimized out>
        maxspin = 0
        signals = <optimized out>
        result = 0
        wseq = 0
        seq = 0
        private = 0
        maxspin = <optimized out>
        err = <optimized out>
        result = <optimized out>
        wseq = <optimized out>
        g = <optimized out>
        seq = <optimized out>
        flags = <optimized out>
        private = <optimized out>
        signals = <optimized out>
        done = <optimized out>
        g1_start = <optimized out>
        spin = <optimized out>
        buffer = <optimized out>
        cbuffer = <optimized out>
        s = <optimized out>
#4  ___pthread_cond_wait (cond=cond@entry=0x56320df020e0 <never_cond>, mutex=mutex@entry=0x56320df02120 <cond_mutex>) at ./nptl/pthread_cond_wait.c:618
No locals.
#5  0x000056320deff5d3 in cond_inl () at tests/targets/cond_b.c:9
No locals.
#6  cond_b () at tests/targets/cond_b.c:17
No locals.
#7  0x000056320deff599 in cond_a () at tests/targets/cond_a.c:5
No locals.
#8  0x000056320deff5fd in cond_thread (arg=<optimized out>) at tests/targets/cond_thread.c:7
No locals.
#9  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
        ret = <optimized out>
        pd = <optimized out>
        out = <optimized out>
        unwind_buf = {cancel_jmp_buf = {{jmp_buf = {139789578507968, 8926679546765211240, -128, 0, 140726052534368, 139789570117632, -8815946252757797272, -8815947280289008024}, mask_was_saved = 0}}, priv = {pad = {0x0, 0x0, 0x0, 0x0}, data = {prev = 0x0, cleanup = 0x0, canceltype = 0}}}
        not_first_call = <optimized out>
#10 0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
No locals.

Thread 2 (Thread 0x7f234caba6c0 (LWP 25380) "t_mutex"):
#0  futex_wait (private=0, expected=2, futex_word=0x56320df02160 <held_mutex>) at ../sysdeps/nptl/futex-internal.h:146
        __ret = -512
        err = <optimized out>
        err = <optimized out>
        __ret = <optimized out>
        resultvar = <optimized out>
        __arg4 = <optimized out>
        __arg3 = <optimized out>
        __arg2 = <optimized out>
        __arg1 = <optimized out>
        _a4 = <optimized out>
        _a3 = <optimized out>
        _a2 = <optimized out>
        _a1 = <optimized out>
#1  __GI___lll_lock_wait (futex=futex@entry=0x56320df02160 <held_mutex>, private=0) at ./nptl/lowlevellock.c:49
No locals.
#2  0x00007f234cb4a482 in lll_mutex_lock_optimized (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:48
        __futex = 0x56320df02160 <held_mutex>
        private = <optimized out>
        private = <optimized out>
        __futex = <optimized out>
#3  ___pthread_mutex_lock (mutex=0x56320df02160 <held_mutex>) at ./nptl/pthread_mutex_lock.c:93
        type = <optimized out>
        __PRETTY_FUNCTION__ = "___pthread_mutex_lock"
        id = <optimized out>
#4  0x000056320deff685 in mutex_b () at tests/targets/mutex_b.c:6
No locals.
#5  0x000056320deff669 in mutex_a () at tests/targets/mutex_a.c:5
No locals.
#6  0x000056320deff6ad in mutex_thread (arg=<optimized out>) at tests/targets/mutex_thread.c:8
No locals.
#7  0x00007f234cb471f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
        ret = <optimized out>
        pd = <optimized out>
        out = <optimized out>
        unwind_buf = {cancel_jmp_buf = {{jmp_buf = {139789586900672, 8926679546765211240, -128, 0, 140726052534368, 139789578510336, -8815947351732554136, -8815947280289008024}, mask_was_saved = 0}}, priv = {pad = {0x0, 0x0, 0x0, 0x0}, data = {prev = 0x0, cleanup = 0x0, canceltype = 0}}}
        not_first_call = <optimized out>
#8  0x00007f234cbc78ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81
No locals.

Thread 1 (Thread 0x7f234cabb740 (LWP 25378) "parked"):
#0  0x00007f234cb91df2 in __libc_pause () at ../sysdeps/unix/sysv/linux/pause.c:29
        sc_ret = -514
        sc_cancel_oldtype = 0
        sc_ret = <optimized out>
#1  0x000056320deff6cd in park_main () at tests/targets/park_main.c:7
No locals.
#2  0x000056320deff3e6 in main (argc=<optimized out>, argv=<optimized out>) at tests/targets/parked.c:94
        t = 139789561722560
        sig = 139789553329856
        busy = <optimized out>
        churn = <optimized out>
        n = <optimized out>
[Inferior 1 (process 25378) detached]
