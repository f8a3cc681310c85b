Thread 1 (Thread 0x7f (LWP 5) "t"):
#0  0x00007f in poll () from /lib/libc.so.6
#1  0x00005 in handle_one_conn