#0  0x00007f0000001000 in orphan_frame () from /lib/x86_64-linux-gnu/libc.so.6
#1  0x0000555500001000 in main ()
[New LWP 101]
[New LWP 102]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007f0000002000 in __GI___poll (fds=0x1, nfds=1, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
29	../sysdeps/unix/sysv/linux/poll.c: No such file or directory.

Thread 3 (Thread 0x7f0000003000 (LWP 102) "my worker"):
#0  0x00007f0000004000 in __lll_lock_wait (futex=0x1, private=0) at lowlevellock.c:52
#1  0x00007f0000005000 in pthread_mutex_lock@@GLIBC_2.2.5 () from /lib/x86_64-linux-gnu/libpthread.so.0
#2  0x0000555500002000 in dispatch_command (command=COM_QUERY, thd=0x1, packet=0x2 "select a from t where b in (1, 2) at 3", packet_length=38) at sql_parse.cc:1800
#3  0x0000555500003000 in ?? ()
#4  0x0000555500004000 in ?? () from /usr/sbin/mariadbd
#5  <signal handler called>
#6  0x0000555500005000 in const_item_cache::get (this=0x1) at item.h:10
#7  0x0000555500006000 in void run<int>(int) (x=1) at run.h:5
#8  0x00007f0000006000 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#9  0x00007f0000007000 in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7f0000008000 (LWP 101)):
#0  0x00007f0000002000 in __GI___poll (fds=0x1, nfds=1, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x0000555500007000 in handle_connections_sockets () at mysqld.cc:6000
#2  0x0000555500008000 in mysqld_main (argc=1, argv=0x1) at mysqld.cc:5500
[Inferior 1 (process 100) detached]
[New LWP 102]
Thread 3 (LWP 102 "my worker"):
#0  0x00007f0000004000 in __lll_lock_wait (futex=0x1, private=0) at lowlevellock.c:52
#1  0x00007f0000005000 in pthread_mutex_lock@@GLIBC_2.2.5 () from /lib/x86_64-linux-gnu/libpthread.so.0
#2  std::vector<int, std::allocator<int> >::push_back (this=0x1, v=@0x2: 3) at stl_vector.h:1200
#3  0x0000555500002000 in dispatch_command (command=COM_QUERY, thd=0x1, packet=0x2 "x", packet_length=1) at sql_parse.cc:1800
Thread 2 (Thread 0x7f0000008000 (LWP 101)):
#0  0x00007f0000002000 in __GI___poll (fds=0x1, nfds=1, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x0000555500007000 in handle_connections_sockets () at mysqld.cc:6000
Thread 2 (Thread 0x7f0000008000 (LWP 101)):
#0  0x00007f0000002000 in __GI___poll (fds=0x1, nfds=1, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x0000555500007000 in handle_connections_sockets () at mysqld.cc:6000
