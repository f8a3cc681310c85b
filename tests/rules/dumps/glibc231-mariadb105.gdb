Thread 8 (Thread 0x7f3a2c7fe700 (LWP 2231) "mariadbd"):
#0  futex_wait_cancelable (private=0, expected=0, futex_word=0x55d1c8a4e1e8 <COND_manager+40>) at ../sysdeps/nptl/futex-internal.h:183
#1  __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55d1c8a4e200 <LOCK_manager>, cond=0x55d1c8a4e1c0 <COND_manager>) at pthread_cond_wait.c:508
#2  __pthread_cond_wait (cond=0x55d1c8a4e1c0 <COND_manager>, mutex=0x55d1c8a4e200 <LOCK_manager>) at pthread_cond_wait.c:638
#3  0x000055d1c7a3b1f5 in inline_mysql_cond_wait (that=<optimized out>, mutex=<optimized out>, src_file=<optimized out>, src_line=<optimized out>) at ./include/mysql/psi/mysql_thread.h:1232
#4  handle_manager (arg=<optimized out>) at ./sql/sql_manager.cc:103
#5  0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#6  0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 7 (Thread 0x7f3a2cfff700 (LWP 2230) "mariadbd"):
#0  futex_abstimed_wait_cancelable (private=0, abstime=0x7f3a2cffec40, clockid=0, expected=0, futex_word=0x55d1c8a4f0a8 <COND_timer+40>) at ../sysdeps/nptl/futex-internal.h:320
#1  __pthread_cond_wait_common (abstime=0x7f3a2cffec40, clockid=0, mutex=0x55d1c8a4f0c0 <LOCK_timer>, cond=0x55d1c8a4f080 <COND_timer>) at pthread_cond_wait.c:520
#2  __pthread_cond_timedwait (cond=0x55d1c8a4f080 <COND_timer>, mutex=0x55d1c8a4f0c0 <LOCK_timer>, abstime=0x7f3a2cffec40) at pthread_cond_wait.c:656
#3  0x000055d1c7f1a2b3 in inline_mysql_cond_timedwait (src_file=0x55d1c8001a40 "./mysys/thr_timer.c", src_line=321, abstime=0x7f3a2cffec40, mutex=0x55d1c8a4f0c0 <LOCK_timer>, that=0x55d1c8a4f080 <COND_timer>) at ./include/mysql/psi/mysql_thread.h:1286
#4  timer_handler (arg=<optimized out>) at ./mysys/thr_timer.c:321
#5  0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#6  0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 6 (Thread 0x7f3a1c9f8700 (LWP 2302) "mariadbd"):
#0  futex_abstimed_wait_cancelable (private=0, abstime=0x7f3a1c9f7c90, clockid=0, expected=0, futex_word=0x7f3a1c0c4f38) at ../sysdeps/nptl/futex-internal.h:320
#1  __pthread_cond_wait_common (abstime=0x7f3a1c9f7c90, clockid=0, mutex=0x55d1c8a73f40 <lock_sys+64>, cond=0x7f3a1c0c4f10) at pthread_cond_wait.c:520
#2  __pthread_cond_timedwait (cond=0x7f3a1c0c4f10, mutex=0x55d1c8a73f40 <lock_sys+64>, abstime=0x7f3a1c9f7c90) at pthread_cond_wait.c:656
#3  0x000055d1c81a3a8d in os_event::timed_wait (abstime=0x7f3a1c9f7c90, this=0x7f3a1c0c4f00) at ./storage/innobase/os/os0event.cc:285
#4  os_event::wait_time_low (this=0x7f3a1c0c4f00, time_in_usec=<optimized out>, reset_sig_count=<optimized out>) at ./storage/innobase/os/os0event.cc:412
#5  0x000055d1c81b10e6 in lock_wait_suspend_thread (thr=0x7f3a100b4e38) at ./storage/innobase/lock/lock0wait.cc:330
#6  0x000055d1c8223f4b in row_mysql_handle_errors (new_err=0x7f3a1c9f7dcc, trx=0x7f3a3d9fa128, thr=<optimized out>, savept=0x0) at ./storage/innobase/row/row0mysql.cc:742
#7  0x000055d1c8248a12 in row_search_mvcc (buf=<optimized out>, mode=<optimized out>, prebuilt=<optimized out>, match_mode=<optimized out>, direction=<optimized out>) at ./storage/innobase/row/row0sel.cc:5761
#8  0x000055d1c8158b33 in ha_innobase::index_read (this=0x7f3a100a7c30, buf=0x7f3a100a8058 "", key_ptr=<optimized out>, key_len=<optimized out>, find_flag=<optimized out>) at ./storage/innobase/handler/ha_innodb.cc:9042
#9  0x000055d1c7d3f2b4 in handler::ha_index_read_map (this=0x7f3a100a7c30, buf=0x7f3a100a8058 "", key=0x7f3a1004a7b8 "", keypart_map=1, find_flag=HA_READ_KEY_EXACT) at ./sql/handler.cc:3363
#10 0x000055d1c7a91e55 in mysql_update (thd=0x7f3a10000c58, table_list=<optimized out>, fields=..., values=..., conds=<optimized out>, order_num=<optimized out>, order=<optimized out>, limit=18446744073709551615, ignore=<optimized out>, found_return=<optimized out>, updated_return=<optimized out>) at ./sql/sql_update.cc:629
#11 0x000055d1c7a05a4f in mysql_execute_command (thd=0x7f3a10000c58) at ./sql/sql_parse.cc:4379
#12 0x000055d1c79f1d2e in dispatch_command (command=COM_QUERY, thd=0x7f3a10000c58, packet=<optimized out>, packet_length=<optimized out>, blocking=<optimized out>) at ./sql/sql_parse.cc:1877
#13 0x000055d1c79f0be3 in do_command (thd=0x7f3a10000c58, blocking=<optimized out>) at ./sql/sql_parse.cc:1378
#14 0x000055d1c7ad6f6f in do_handle_one_connection (connect=<optimized out>, put_in_cache=true) at ./sql/sql_connect.cc:1419
#15 0x000055d1c7ad729d in handle_one_connection (arg=<optimized out>) at ./sql/sql_connect.cc:1323
#16 0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#17 0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 5 (Thread 0x7f3a1c9ad700 (LWP 2303) "mariadbd"):
#0  __lll_lock_wait (futex=futex@entry=0x55d1c8a62e48 <buf_pool+8>, private=0) at lowlevellock.c:52
#1  0x00007f3a3e6e8843 in __GI___pthread_mutex_lock (mutex=0x55d1c8a62e48 <buf_pool+8>) at ../nptl/pthread_mutex_lock.c:80
#2  0x000055d1c8290a1c in inline_mysql_mutex_lock (src_file=<optimized out>, src_line=<optimized out>, that=0x55d1c8a62e48 <buf_pool+8>) at ./include/mysql/psi/mysql_thread.h:765
#3  buf_page_make_young (bpage=0x7f3a2f1f4a80) at ./storage/innobase/buf/buf0lru.cc:776
#4  0x000055d1c827d8c4 in buf_page_make_young_if_needed (bpage=<optimized out>) at ./storage/innobase/include/buf0buf.h:1350
#5  buf_page_get_low (page_id=..., zip_size=<optimized out>, rw_latch=1, guess=<optimized out>, mode=10, file=<optimized out>, line=<optimized out>, mtr=<optimized out>, err=<optimized out>, allow_ibuf_merge=<optimized out>) at ./storage/innobase/buf/buf0buf.cc:3329
#6  0x000055d1c8254a6f in btr_cur_search_to_nth_level_func (index=<optimized out>, level=<optimized out>, tuple=<optimized out>, mode=<optimized out>, latch_mode=<optimized out>, cursor=<optimized out>, ahi_latch=<optimized out>, file=<optimized out>, line=<optimized out>, mtr=<optimized out>, autoinc=<optimized out>) at ./storage/innobase/btr/btr0cur.cc:1627
#7  0x000055d1c8248a12 in row_search_mvcc (buf=<optimized out>, mode=<optimized out>, prebuilt=<optimized out>, match_mode=<optimized out>, direction=<optimized out>) at ./storage/innobase/row/row0sel.cc:4637
#8  0x000055d1c8158b33 in ha_innobase::index_read (this=0x7f3a100a7c30, buf=0x7f3a100a8058 "", key_ptr=<optimized out>, key_len=<optimized out>, find_flag=<optimized out>) at ./storage/innobase/handler/ha_innodb.cc:9042
#9  0x000055d1c7ad729d in handle_one_connection (arg=<optimized out>) at ./sql/sql_connect.cc:1323
#10 0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#11 0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 4 (Thread 0x7f3a1c962700 (LWP 2304) "mariadbd"):
#0  futex_wait_cancelable (private=0, expected=0, futex_word=0x55d1c8a62f10 <buf_pool+208>) at ../sysdeps/nptl/futex-internal.h:183
#1  __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55d1c8a62ea0 <buf_pool+96>, cond=0x55d1c8a62ee8 <buf_pool+168>) at pthread_cond_wait.c:508
#2  __pthread_cond_wait (cond=0x55d1c8a62ee8 <buf_pool+168>, mutex=0x55d1c8a62ea0 <buf_pool+96>) at pthread_cond_wait.c:638
#3  0x000055d1c827a1e2 in buf_flush_wait_flushed (sync_lsn=1844791203) at ./storage/innobase/buf/buf0flu.cc:1835
#4  0x000055d1c81a7e0b in log_checkpoint_margin () at ./storage/innobase/log/log0log.cc:1077
#5  log_free_check () at ./storage/innobase/log/log0log.cc:1112
#6  0x000055d1c8219a43 in row_ins_clust_index_entry (index=0x7f3a1406e9b8, entry=0x7f3a100b56c8, thr=0x7f3a100b5b30, n_ext=0) at ./storage/innobase/row/row0ins.cc:3199
#7  0x000055d1c7ad729d in handle_one_connection (arg=<optimized out>) at ./sql/sql_connect.cc:1323
#8  0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#9  0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 3 (Thread 0x7f3a2e7fc700 (LWP 2240) "mariadbd"):
#0  0x00007f3a3e2cc2d4 in fdatasync (fd=10) at ../sysdeps/unix/sysv/linux/fdatasync.c:28
#1  0x000055d1c81a2b6a in os_file_sync_posix (file=10) at ./storage/innobase/os/os0file.cc:1006
#2  os_file_flush_func (file=10) at ./storage/innobase/os/os0file.cc:1089
#3  0x000055d1c81a9a4e in pfs_os_file_flush_func (file=..., src_file=<optimized out>, src_line=<optimized out>) at ./storage/innobase/include/os0file.ic:379
#4  log_file_t::flush (this=<optimized out>) at ./storage/innobase/log/log0log.cc:536
#5  log_t::flush (this=0x55d1c8a6d800 <log_sys>) at ./storage/innobase/log/log0log.cc:627
#6  log_flush (lsn=<optimized out>) at ./storage/innobase/log/log0log.cc:786
#7  log_write_up_to (lsn=<optimized out>, flush_to_disk=true, rotate_key=false, callback=0x0) at ./storage/innobase/log/log0log.cc:862
#8  0x000055d1c8281e8c in log_checkpoint_low (oldest_lsn=<optimized out>, end_lsn=<optimized out>) at ./storage/innobase/buf/buf0flu.cc:1774
#9  0x000055d1c828a1d7 in buf_flush_page_cleaner () at ./storage/innobase/buf/buf0flu.cc:2265
#10 0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#11 0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 2 (Thread 0x7f3a2effd700 (LWP 2239) "mariadbd"):
#0  futex_abstimed_wait_cancelable (private=0, abstime=0x7f3a2effcce0, clockid=1, expected=0, futex_word=0x55d1c8ab4c90) at ../sysdeps/nptl/futex-internal.h:320
#1  __pthread_cond_wait_common (abstime=0x7f3a2effcce0, clockid=1, mutex=0x55d1c8ab4c40, cond=0x55d1c8ab4c68) at pthread_cond_wait.c:520
#2  __pthread_cond_clockwait (abstime=0x7f3a2effcce0, clockid=1, mutex=0x55d1c8ab4c40, cond=0x55d1c8ab4c68) at pthread_cond_wait.c:682
#3  __pthread_cond_clockwait (cond=0x55d1c8ab4c68, mutex=0x55d1c8ab4c40, clockid=1, abstime=0x7f3a2effcce0) at pthread_cond_wait.c:670
#4  0x000055d1c8371a0c in std::__condvar::wait_until (__abs_time=..., __clock=1, __m=..., this=0x55d1c8ab4c68) at /usr/include/c++/10/bits/std_mutex.h:169
#5  std::condition_variable::__wait_until_impl<std::chrono::duration<long, std::ratio<1l, 1000000000l> > > (__lock=..., __lock=..., __atime=..., this=0x55d1c8ab4c68) at /usr/include/c++/10/condition_variable:201
#6  std::condition_variable::wait_until<std::chrono::duration<long, std::ratio<1l, 1000000000l> > > (__atime=..., __lock=..., this=0x55d1c8ab4c68) at /usr/include/c++/10/condition_variable:111
#7  std::condition_variable::wait_for<long, std::ratio<1l, 1000l> > (__rtime=..., __lock=..., this=0x55d1c8ab4c68) at /usr/include/c++/10/condition_variable:163
#8  tpool::thread_pool_generic::wait_for_tasks (this=0x55d1c8ab4b60, lk=..., thread_data=0x55d1c8ab5ae0) at ./tpool/tpool_generic.cc:449
#9  0x000055d1c8372ad2 in tpool::thread_pool_generic::get_task (this=0x55d1c8ab4b60, thread_var=0x55d1c8ab5ae0, t=0x7f3a2effcdb8) at ./tpool/tpool_generic.cc:502
#10 0x000055d1c8372c6f in tpool::thread_pool_generic::worker_main (this=0x55d1c8ab4b60, thread_var=0x55d1c8ab5ae0) at ./tpool/tpool_generic.cc:547
#11 0x00007f3a3e557ed0 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#12 0x00007f3a3e6e5ea7 in start_thread (arg=<optimized out>) at pthread_create.c:477
#13 0x00007f3a3e2d5a2f in clone () at ../sysdeps/unix/sysv/linux/x86_64/clone.S:95

Thread 1 (Thread 0x7f3a3d9fb840 (LWP 2229) "mariadbd"):
#0  0x00007f3a3e2cad5f in __GI___poll (fds=0x55d1ca1b6f90, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055d1c79b2a78 in poll (__timeout=-1, __nfds=2, __fds=0x55d1ca1b6f90) at /usr/include/x86_64-linux-gnu/bits/poll2.h:46
#2  handle_connections_sockets () at ./sql/mysqld.cc:6187
#3  0x000055d1c79b4d2e in run_main_loop () at ./sql/mysqld.cc:6031
#4  mysqld_main (argc=<optimized out>, argv=<optimized out>) at ./sql/mysqld.cc:5834
#5  0x00007f3a3e1fed0a in __libc_start_main (main=0x55d1c79a83f0 <main>, argc=9, argv=0x7ffd1f0d6e18, init=<optimized out>, fini=<optimized out>, rtld_init=<optimized out>, stack_end=0x7ffd1f0d6e08) at ../csu/libc-start.c:308
#6  0x000055d1c79a6f7a in _start ()
