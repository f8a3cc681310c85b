Thread 5 (Thread 0x7f10a8ff9700 (LWP 1412)):
#0  0x00007f10c4a4c3cc in fsync () from /lib64/libpthread.so.0
#1  0x0000000000b6e1a5 in os_file_fsync_posix (file=5) at /home/buildbot/storage/innobase/os/os0file.cc:2481
#2  os_file_flush_func (file=5) at /home/buildbot/storage/innobase/os/os0file.cc:2545
#3  0x0000000000c0b2f7 in pfs_os_file_flush_func (file=..., src_file=<optimized out>, src_line=<optimized out>) at /home/buildbot/storage/innobase/include/os0file.ic:503
#4  fil_flush_low (space=0x2f3c8a8) at /home/buildbot/storage/innobase/fil/fil0fil.cc:5428
#5  fil_flush (space_id=4294967280) at /home/buildbot/storage/innobase/fil/fil0fil.cc:5472
#6  0x0000000000b3d1e4 in log_write_flush_to_disk_low () at /home/buildbot/storage/innobase/log/log0log.cc:979
#7  log_write_up_to (lsn=<optimized out>, flush_to_disk=true) at /home/buildbot/storage/innobase/log/log0log.cc:1136
#8  0x0000000000cf2c4e in trx_flush_log_if_needed_low (lsn=2891823) at /home/buildbot/storage/innobase/trx/trx0trx.cc:1636
#9  trx_commit_complete_for_mysql (trx=0x7f10ac1f2188) at /home/buildbot/storage/innobase/trx/trx0trx.cc:1790
#10 0x0000000000a3f4e1 in innobase_commit (hton=<optimized out>, thd=0x7f1064000d50, commit_trx=true) at /home/buildbot/storage/innobase/handler/ha_innodb.cc:4607
#11 0x00000000007f1d38 in commit_one_phase_2 (thd=0x7f1064000d50, all=true, trans=0x7f1064003f28, is_real_trans=true) at /home/buildbot/sql/handler.cc:1724
#12 0x00000000005b1e91 in handle_one_connection (arg=<optimized out>) at /home/buildbot/sql/sql_connect.cc:1310
#13 0x00007f10c4a45ea5 in start_thread () from /lib64/libpthread.so.0
#14 0x00007f10c3b2b96d in clone () from /lib64/libc.so.6

Thread 4 (Thread 0x7f10a97fa700 (LWP 1411)):
#0  futex_wait_cancelable (private=<optimized out>, expected=0, futex_word=0x7f10b20cf0a4) at ../sysdeps/unix/sysv/linux/futex-internal.h:88
#1  __pthread_cond_wait_common (abstime=0x0, mutex=0x7f10b20cf050, cond=0x7f10b20cf078) at pthread_cond_wait.c:502
#2  __pthread_cond_wait (cond=0x7f10b20cf078, mutex=0x7f10b20cf050) at pthread_cond_wait.c:655
#3  0x0000000000b6b0c9 in os_event::wait (this=0x7f10b20cf040) at /home/buildbot/storage/innobase/os/os0event.cc:166
#4  os_event::wait_low (this=0x7f10b20cf040, reset_sig_count=<optimized out>) at /home/buildbot/storage/innobase/os/os0event.cc:336
#5  0x0000000000b3d0a2 in log_write_up_to (lsn=<optimized out>, flush_to_disk=true) at /home/buildbot/storage/innobase/log/log0log.cc:1079
#6  0x0000000000cf2c4e in trx_flush_log_if_needed_low (lsn=2891830) at /home/buildbot/storage/innobase/trx/trx0trx.cc:1636
#7  0x00000000005b1e91 in handle_one_connection (arg=<optimized out>) at /home/buildbot/sql/sql_connect.cc:1310
#8  0x00007f10c4a45ea5 in start_thread () from /lib64/libpthread.so.0
#9  0x00007f10c3b2b96d in clone () from /lib64/libc.so.6

Thread 3 (Thread 0x7f10a9ffb700 (LWP 1410)):
#0  futex_wait_cancelable (private=<optimized out>, expected=0, futex_word=0x7f10b20d10a4) at ../sysdeps/unix/sysv/linux/futex-internal.h:88
#1  __pthread_cond_wait_common (abstime=0x0, mutex=0x7f10b20d1050, cond=0x7f10b20d1078) at pthread_cond_wait.c:502
#2  __pthread_cond_wait (cond=0x7f10b20d1078, mutex=0x7f10b20d1050) at pthread_cond_wait.c:655
#3  0x0000000000b6b0c9 in os_event::wait (this=0x7f10b20d1040) at /home/buildbot/storage/innobase/os/os0event.cc:166
#4  os_event::wait_low (this=0x7f10b20d1040, reset_sig_count=<optimized out>) at /home/buildbot/storage/innobase/os/os0event.cc:336
#5  0x0000000000b7c9e3 in sync_array_wait_event (arr=0x2e8a0b0, cell=@0x7f10a9ffa3a8: 0x2e8a1c8) at /home/buildbot/storage/innobase/sync/sync0arr.cc:475
#6  0x0000000000b7f0e1 in TTASEventMutex<GenericPolicy>::enter (this=0x2f3c0a8, max_spins=30, max_delay=6, filename=<optimized out>, line=<optimized out>) at /home/buildbot/storage/innobase/include/ib0mutex.h:471
#7  0x0000000000b3bf13 in PolicyMutex<TTASEventMutex<GenericPolicy> >::enter (this=0x2f3c0a8, n_spins=30, n_delay=6, name=<optimized out>, line=<optimized out>) at /home/buildbot/storage/innobase/include/ib0mutex.h:592
#8  mtr_t::Command::prepare_write (this=0x7f10a9ffa5d0) at /home/buildbot/storage/innobase/mtr/mtr0mtr.cc:774
#9  mtr_t::Command::execute (this=0x7f10a9ffa5d0) at /home/buildbot/storage/innobase/mtr/mtr0mtr.cc:826
#10 0x0000000000b5a0f1 in mtr_t::commit (this=0x7f10a9ffa640) at /home/buildbot/storage/innobase/mtr/mtr0mtr.cc:484
#11 0x00000000005b1e91 in handle_one_connection (arg=<optimized out>) at /home/buildbot/sql/sql_connect.cc:1310
#12 0x00007f10c4a45ea5 in start_thread () from /lib64/libpthread.so.0
#13 0x00007f10c3b2b96d in clone () from /lib64/libc.so.6

Thread 2 (Thread 0x7f10aa7fc700 (LWP 1409)):
#0  0x00007f10c4a4a6d5 in pthread_cond_wait@@GLIBC_2.3.2 () from /lib64/libpthread.so.0
#1  0x0000000000b6b0c9 in os_event_wait_low (event=0x2f51f40, reset_sig_count=4) at /home/buildbot/storage/innobase/os/os0sync.cc:592
#2  0x0000000000b7c9e3 in sync_array_wait_event (arr=0x2e8a0b0, index=3) at /home/buildbot/storage/innobase/sync/sync0arr.cc:433
#3  0x0000000000b7ef51 in mutex_spin_wait (_mutex=0x2f3c2e8, high_priority=false, file_name=0xf1e0f8 "/home/buildbot/storage/innobase/trx/trx0trx.cc", line=1205) at /home/buildbot/storage/innobase/sync/sync0sync.cc:627
#4  0x0000000000cf0a12 in mutex_enter_func (line=1205, file_name=<optimized out>, mutex=0x2f3c2e8) at /home/buildbot/storage/innobase/include/sync0sync.ic:222
#5  pfs_mutex_enter_func (line=1205, file_name=<optimized out>, mutex=0x2f3c2e8) at /home/buildbot/storage/innobase/include/sync0sync.ic:251
#6  lock_rec_lock (impl=false, mode=1027, block=0x7f10b1a8c280, heap_no=2, index=0x7f10641a6b28, thr=0x7f1064117d00) at /home/buildbot/storage/innobase/lock/lock0lock.cc:2349
#7  0x0000000000cf2c4e in sel_set_rec_lock (block=<optimized out>, rec=<optimized out>, index=<optimized out>, offsets=<optimized out>, mode=1027, type=0, thr=0x7f1064117d00) at /home/buildbot/storage/innobase/row/row0sel.cc:1228
#8  0x00000000005b1e91 in handle_one_connection (arg=<optimized out>) at /home/buildbot/sql/sql_connect.cc:1310
#9  0x00007f10c4a45ea5 in start_thread () from /lib64/libpthread.so.0
#10 0x00007f10c3b2b96d in clone () from /lib64/libc.so.6

Thread 1 (Thread 0x7f10c5a1a840 (LWP 1400)):
#0  futex_reltimed_wait_cancelable (private=<optimized out>, reltime=0x7ffc4e9d1e30, expected=0, futex_word=0x1b7d6a4 <COND_manager+36>) at ../sysdeps/unix/sysv/linux/futex-internal.h:142
#1  __pthread_cond_wait_common (abstime=0x7ffc4e9d1ee0, mutex=0x1b7d640 <LOCK_manager>, cond=0x1b7d680 <COND_manager>) at pthread_cond_wait.c:533
#2  __pthread_cond_timedwait (cond=0x1b7d680 <COND_manager>, mutex=0x1b7d640 <LOCK_manager>, abstime=0x7ffc4e9d1ee0) at pthread_cond_wait.c:667
#3  0x00000000005c9d3b in inline_mysql_cond_timedwait (that=0x1b7d680 <COND_manager>, mutex=0x1b7d640 <LOCK_manager>, abstime=0x7ffc4e9d1ee0, src_file=0xd0f4a8 "/home/buildbot/sql/sql_manager.cc", src_line=103) at /home/buildbot/include/mysql/psi/mysql_thread.h:1199
#4  handle_manager (arg=<optimized out>) at /home/buildbot/sql/sql_manager.cc:103
#5  0x00007f10c4a45ea5 in start_thread () from /lib64/libpthread.so.0
#6  0x00007f10c3b2b96d in clone () from /lib64/libc.so.6
