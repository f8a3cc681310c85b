[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17983]
[New LWP 17984]
[New LWP 17985]
[New LWP 17986]
[New LWP 17987]
[New LWP 17988]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d10928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d5b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897da6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897df1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  0x000055e2d15da9ff in Protocol_binary::store(Field*) ()
#1  0x000055e2d15dce54 in Protocol::send_result_set_row(List<Item>*) ()
#2  0x000055e2d1650153 in select_send::send_data(List<Item>&) ()
#3  0x000055e2d170a062 in ?? ()
#4  0x000055e2d16e00b9 in ?? ()
#5  0x000055e2d16f3e9f in sub_select(JOIN*, st_join_table*, bool) ()
#6  0x000055e2d171ffd0 in JOIN::exec_inner() ()
#7  0x000055e2d1720280 in JOIN::exec() ()
#8  0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#9  0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#10 0x000055e2d169aab1 in ?? ()
#11 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#12 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#13 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#14 0x000055e2d16ccaa5 in ?? ()
#15 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#16 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#17 0x000055e2d16ae61f in do_command(THD*, bool) ()
#18 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#19 0x000055e2d17c5e1d in handle_one_connection ()
#20 0x000055e2d1af0647 in ?? ()
#21 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#22 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e87928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ed2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897f1d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897f68928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897fb3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ffe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc05d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc13e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc21f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc26a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc2b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc34b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc3e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc42c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc4c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc50d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc71a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a80dc3c8, fd=77) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=77, buf=0x77d8a80dc3c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d415b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41f1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d423c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d42d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d431d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4368928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d43b3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d43fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d44df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d452a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4575928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d45c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e007d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e00c8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e0113928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e015e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d89c008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x77d89c008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e01f4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e067a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x77d8ccffd6c0 (LWP 17988) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c810c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x77d8cd7fe6c0 (LWP 17987) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c8068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77d8cdfff6c0 (LWP 17986) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e0f5d6c0 (LWP 17983) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e175dcb0, op=137, expected=0, futex_word=0x55e2fe5c7e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7e60, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e1f5ed30, op=393, expected=0, futex_word=0x55e2d26a5728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e1f5ed30, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e1f5ed30, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d26a5700, mutex=0x55e2d26a5680, abstime=0x7fd8e1f5ed30) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1c9ebcf in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a89135 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 807992059.1796020626 2026-11-30 06:37:06
[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17983]
[New LWP 17984]
[New LWP 17985]
[New LWP 17986]
[New LWP 17987]
[New LWP 17988]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8c423b0c8, fd=115) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=115, buf=0x77d8c423b0c8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d5b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897da6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897df1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e3c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e87928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ed2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897f1d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897f68928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897fb3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ffe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc05d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc13e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc21f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8b81b8538, fd=97) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=97, buf=0x77d8b81b8538, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc2b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  0x000055e2d15b07dc in ?? ()
#1  0x000055e2d1952bc5 in Item_func::compile(THD*, bool (Item::*)(unsigned char**), unsigned char**, Item* (Item::*)(THD*, unsigned char*), unsigned char*) ()
#2  0x000055e2d1715687 in JOIN::cache_const_exprs() ()
#3  0x000055e2d171a6ad in JOIN::optimize_stage2() ()
#4  0x000055e2d171e011 in JOIN::optimize_inner() ()
#5  0x000055e2d171e54e in JOIN::optimize() ()
#6  0x000055e2d171e69a in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#7  0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#8  0x000055e2d169aab1 in ?? ()
#9  0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#10 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055e2d16ccaa5 in ?? ()
#13 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055e2d16ae61f in do_command(THD*, bool) ()
#16 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055e2d17c5e1d in handle_one_connection ()
#18 0x000055e2d1af0647 in ?? ()
#19 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8b01ac218, fd=94) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=94, buf=0x77d8b01ac218, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc3e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc42c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc4c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d898283038, fd=88) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=88, buf=0x77d898283038, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc71a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d407a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d8a4332d98, fd=74) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=74, buf=0x77d8a4332d98, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d41a6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d89c1bf468, fd=72) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=72, buf=0x77d89c1bf468, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x55e2fee0af18, fd=71) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=71, buf=0x55e2fee0af18, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x7fd8d0008ab8, fd=69) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=69, buf=0x7fd8d0008ab8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d431d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8c0009a78, fd=67) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=67, buf=0x77d8c0009a78, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d43b3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d43fe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4449928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4494928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d44df928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d452a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8ac009598, fd=60) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=60, buf=0x77d8ac009598, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d45c0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e007d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e00c8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d89c018af8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x77d89c018af8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e015e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d89c008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x77d89c008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  0x000055e2d18ed935 in handler::ha_close() ()
#1  0x000055e2d16ffb81 in free_tmp_table(THD*, TABLE*) ()
#2  0x000055e2d171670e in JOIN::cleanup(bool) ()
#3  0x000055e2d1716c87 in JOIN::join_free() ()
#4  0x000055e2d171ff31 in JOIN::exec_inner() ()
#5  0x000055e2d1720280 in JOIN::exec() ()
#6  0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#7  0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#8  0x000055e2d169aab1 in ?? ()
#9  0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#10 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#11 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#12 0x000055e2d16ccaa5 in ?? ()
#13 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#14 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#15 0x000055e2d16ae61f in do_command(THD*, bool) ()
#16 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#17 0x000055e2d17c5e1d in handle_one_connection ()
#18 0x000055e2d1af0647 in ?? ()
#19 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#20 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d8a433b1f8, fd=42) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=42, buf=0x77d8a433b1f8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x77d8ccffd6c0 (LWP 17988) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c810c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x77d8cd7fe6c0 (LWP 17987) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c8068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77d8cdfff6c0 (LWP 17986) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e0f5d6c0 (LWP 17983) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f28) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f28, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e175dcb0, op=137, expected=0, futex_word=0x55e2fe5c7e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7e60, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d26a5728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d26a5700, mutex=0x55e2d26a5680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1c9e6c2 in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a89135 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 483841644.1796020631 2026-11-30 06:37:11
[New LWP 17978]
[New LWP 17979]
[New LWP 17980]
[New LWP 17981]
[New LWP 17982]
[New LWP 17983]
[New LWP 17984]
[New LWP 17985]
[New LWP 17986]
[New LWP 17987]
[New LWP 17988]
[New LWP 17989]
[New LWP 17994]
[New LWP 18164]
[New LWP 18165]
[New LWP 18166]
[New LWP 18167]
[New LWP 18168]
[New LWP 18169]
[New LWP 18170]
[New LWP 18171]
[New LWP 18172]
[New LWP 18173]
[New LWP 18174]
[New LWP 18175]
[New LWP 18176]
[New LWP 18177]
[New LWP 18178]
[New LWP 18179]
[New LWP 18180]
[New LWP 18181]
[New LWP 18182]
[New LWP 18183]
[New LWP 18184]
[New LWP 18185]
[New LWP 18186]
[New LWP 18187]
[New LWP 18188]
[New LWP 18189]
[New LWP 18190]
[New LWP 18191]
[New LWP 18192]
[New LWP 18193]
[New LWP 18194]
[New LWP 18195]
[New LWP 18196]
[New LWP 18197]
[New LWP 18198]
[New LWP 18199]
[New LWP 18200]
[New LWP 18201]
[New LWP 18202]
[New LWP 18203]
[New LWP 18204]
[New LWP 18205]
[New LWP 18206]
[New LWP 18207]
[New LWP 18208]
[New LWP 18209]
[New LWP 18210]
[New LWP 18211]
[New LWP 18212]
[New LWP 18213]
[New LWP 18214]
[New LWP 18215]
[New LWP 18216]
[New LWP 18217]
[New LWP 18218]
[New LWP 18219]
[New LWP 18220]
[New LWP 18221]
[New LWP 18222]
[New LWP 18223]
[New LWP 18224]
[New LWP 18225]
[New LWP 18226]
[Thread debugging using libthread_db enabled]
Using host libthread_db library "/lib/x86_64-linux-gnu/libthread_db.so.1".
0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29

Thread 77 (Thread 0x77d897d116c0 (LWP 18226) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d8c423b0c8, fd=115) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=115, buf=0x77d8c423b0c8, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 76 (Thread 0x77d897d5c6c0 (LWP 18225) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897d5b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 75 (Thread 0x77d897da76c0 (LWP 18224) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897da6928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 74 (Thread 0x77d897df26c0 (LWP 18223) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897df1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 73 (Thread 0x77d897e3d6c0 (LWP 18222) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897e3c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 72 (Thread 0x77d897e886c0 (LWP 18221) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a824aed8, fd=110) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=110, buf=0x77d8a824aed8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 71 (Thread 0x77d897ed36c0 (LWP 18220) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d8ac246588, fd=109) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=109, buf=0x77d8ac246588, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 70 (Thread 0x77d897f1e6c0 (LWP 18219) "mariadbd"):
#0  0x000055e2d18ef33e in handler::ha_index_next(unsigned char*) ()
#1  0x000055e2d18f482d in handler::read_range_next() ()
#2  0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#3  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#4  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#5  0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#6  0x000055e2d15dddf9 in ?? ()
#7  0x000055e2d16f3e71 in sub_select(JOIN*, st_join_table*, bool) ()
#8  0x000055e2d171ffd0 in JOIN::exec_inner() ()
#9  0x000055e2d1720280 in JOIN::exec() ()
#10 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#11 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#12 0x000055e2d169aab1 in ?? ()
#13 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#14 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055e2d16ccaa5 in ?? ()
#17 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055e2d16ae61f in do_command(THD*, bool) ()
#20 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055e2d17c5e1d in handle_one_connection ()
#22 0x000055e2d1af0647 in ?? ()
#23 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 69 (Thread 0x77d897f696c0 (LWP 18218) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a41c92e8, fd=107) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=107, buf=0x77d8a41c92e8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 68 (Thread 0x77d897fb46c0 (LWP 18217) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897fb3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 67 (Thread 0x77d897fff6c0 (LWP 18216) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d897ffe928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 66 (Thread 0x77d8cc05e6c0 (LWP 18215) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc05d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 65 (Thread 0x77d8cc0a96c0 (LWP 18214) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0a8928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 64 (Thread 0x77d8cc0f46c0 (LWP 18213) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc0f3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 63 (Thread 0x77d8cc13f6c0 (LWP 18212) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc13e928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 62 (Thread 0x77d8cc18a6c0 (LWP 18211) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc189928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 61 (Thread 0x77d8cc1d56c0 (LWP 18210) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc1d4928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 60 (Thread 0x77d8cc2206c0 (LWP 18209) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc21f928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 59 (Thread 0x77d8cc26b6c0 (LWP 18208) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc26a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 58 (Thread 0x77d8cc2b66c0 (LWP 18207) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc2b5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 57 (Thread 0x77d8cc3016c0 (LWP 18206) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc300928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 56 (Thread 0x77d8cc34c6c0 (LWP 18205) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc34b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 55 (Thread 0x77d8cc3976c0 (LWP 18204) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc396928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 54 (Thread 0x77d8cc3e26c0 (LWP 18203) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc3e1928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 53 (Thread 0x77d8cc42d6c0 (LWP 18202) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc42c928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 52 (Thread 0x77d8cc4786c0 (LWP 18201) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc477928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 51 (Thread 0x77d8cc4c36c0 (LWP 18200) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc4c2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 50 (Thread 0x77d8cc50e6c0 (LWP 18199) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc50d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 49 (Thread 0x77d8cc5596c0 (LWP 18198) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc558928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 48 (Thread 0x77d8cc5a46c0 (LWP 18197) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5a3928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 47 (Thread 0x77d8cc5ef6c0 (LWP 18196) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc5ee928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 46 (Thread 0x77d8cc63a6c0 (LWP 18195) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc639928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 45 (Thread 0x77d8cc6856c0 (LWP 18194) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc684928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 44 (Thread 0x77d8cc6d06c0 (LWP 18193) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc6cf928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 43 (Thread 0x77d8cc71b6c0 (LWP 18192) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc71a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 42 (Thread 0x77d8cc7666c0 (LWP 18191) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc765928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 41 (Thread 0x77d8cc7b16c0 (LWP 18190) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7b0928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 40 (Thread 0x77d8cc7fc6c0 (LWP 18189) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x77d8cc7fb928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 39 (Thread 0x7fd8d407b6c0 (LWP 18188) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d407a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 38 (Thread 0x7fd8d40c66c0 (LWP 18187) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d40c5928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 37 (Thread 0x7fd8d41116c0 (LWP 18186) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4110928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 36 (Thread 0x7fd8d415c6c0 (LWP 18185) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d415b928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 35 (Thread 0x7fd8d41a76c0 (LWP 18184) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8981af968, fd=73) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=73, buf=0x77d8981af968, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 34 (Thread 0x7fd8d41f26c0 (LWP 18183) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d89c1bf468, fd=72) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=72, buf=0x77d89c1bf468, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 33 (Thread 0x7fd8d423d6c0 (LWP 18182) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x55e2fee0af18, fd=71) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=71, buf=0x55e2fee0af18, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 32 (Thread 0x7fd8d42886c0 (LWP 18181) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d4287928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 31 (Thread 0x7fd8d42d36c0 (LWP 18180) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d42d2928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 30 (Thread 0x7fd8d431e6c0 (LWP 18179) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d8c8008ab8, fd=68) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=68, buf=0x77d8c8008ab8, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 29 (Thread 0x7fd8d43696c0 (LWP 18178) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8c0009a78, fd=67) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=67, buf=0x77d8c0009a78, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 28 (Thread 0x7fd8d43b46c0 (LWP 18177) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x77d8c4008e88, fd=66) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=66, buf=0x77d8c4008e88, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 27 (Thread 0x7fd8d43ff6c0 (LWP 18176) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=38, buf=0x77d8b8015278, fd=65) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=65, buf=0x77d8b8015278, len=38, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 26 (Thread 0x7fd8d444a6c0 (LWP 18175) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=150, buf=0x77d8bc018538, fd=64) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=64, buf=0x77d8bc018538, len=150, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 25 (Thread 0x7fd8d44956c0 (LWP 18174) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=11, buf=0x77d8b0008ab8, fd=63) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=63, buf=0x77d8b0008ab8, len=11, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15db8b0 in Protocol::net_send_ok(THD*, unsigned int, unsigned int, unsigned long long, unsigned long long, char const*, bool) ()
#6  0x000055e2d15dbc13 in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 24 (Thread 0x7fd8d44e06c0 (LWP 18173) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8b4008cf8, fd=62) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=62, buf=0x77d8b4008cf8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 23 (Thread 0x7fd8d452b6c0 (LWP 18172) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8d452a928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 22 (Thread 0x7fd8d45766c0 (LWP 18171) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8ac009598, fd=60) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=60, buf=0x77d8ac009598, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 21 (Thread 0x7fd8d45c16c0 (LWP 18170) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d8a0008ab8, fd=59) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=59, buf=0x77d8a0008ab8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 20 (Thread 0x7fd8e007e6c0 (LWP 18169) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x7fd8e007d928, nfds=1, timeout=28800000) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d1a6004b in vio_io_wait ()
#2  0x000055e2d1a60110 in vio_socket_io_wait ()
#3  0x000055e2d1a601b3 in vio_read ()
#4  0x000055e2d1a27229 in ?? ()
#5  0x000055e2d1a28520 in my_net_read_packet_reallen ()
#6  0x000055e2d1a2863d in my_net_read_packet ()
#7  0x000055e2d16ae581 in do_command(THD*, bool) ()
#8  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#9  0x000055e2d17c5e1d in handle_one_connection ()
#10 0x000055e2d1af0647 in ?? ()
#11 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#12 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 19 (Thread 0x7fd8e00c96c0 (LWP 18168) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x77d898018af8, fd=57) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=57, buf=0x77d898018af8, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 18 (Thread 0x7fd8e01146c0 (LWP 18167) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d89c018af8, fd=56) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=56, buf=0x77d89c018af8, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 17 (Thread 0x7fd8e015f6c0 (LWP 18166) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x55e2fed34558, fd=55) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=55, buf=0x55e2fed34558, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 16 (Thread 0x7fd8e01aa6c0 (LWP 18165) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=37, buf=0x77d89c008748, fd=54) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=54, buf=0x77d89c008748, len=37, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 15 (Thread 0x7fd8e01f56c0 (LWP 18164) "mariadbd"):
#0  __libc_send (flags=<optimized out>, len=12624, buf=0x77d898008748, fd=53) at ../sysdeps/unix/sysv/linux/send.c:28
#1  __libc_send (fd=53, buf=0x77d898008748, len=12624, flags=64) at ../sysdeps/unix/sysv/linux/send.c:23
#2  0x000055e2d1a60401 in vio_write ()
#3  0x000055e2d1a27ac9 in net_real_write ()
#4  0x000055e2d1a27ea3 in net_flush ()
#5  0x000055e2d15da9c5 in Protocol::net_send_eof(THD*, unsigned int, unsigned int) ()
#6  0x000055e2d15dbb6e in Protocol::end_statement() ()
#7  0x000055e2d16aba2e in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#8  0x000055e2d16ae61f in do_command(THD*, bool) ()
#9  0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#10 0x000055e2d17c5e1d in handle_one_connection ()
#11 0x000055e2d1af0647 in ?? ()
#12 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#13 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 14 (Thread 0x7fd8e067b6c0 (LWP 17994) "mariadbd"):
#0  0x000055e2d18ef105 in handler::ha_index_next(unsigned char*) ()
#1  0x000055e2d18f482d in handler::read_range_next() ()
#2  0x000055e2d17f948c in handler::multi_range_read_next(void**) ()
#3  0x000055e2d17f9580 in Mrr_simple_index_reader::get_next(void**) ()
#4  0x000055e2d17faa34 in DsMrr_impl::dsmrr_next(void**) ()
#5  0x000055e2d15b3ce6 in QUICK_RANGE_SELECT::get_next() ()
#6  0x000055e2d15dddf9 in ?? ()
#7  0x000055e2d16f3e71 in sub_select(JOIN*, st_join_table*, bool) ()
#8  0x000055e2d171ffd0 in JOIN::exec_inner() ()
#9  0x000055e2d1720280 in JOIN::exec() ()
#10 0x000055e2d171e6f5 in mysql_select(THD*, TABLE_LIST*, List<Item>&, Item*, unsigned int, st_order*, st_order*, Item*, st_order*, unsigned long long, select_result*, st_select_lex_unit*, st_select_lex*) ()
#11 0x000055e2d171ee2f in handle_select(THD*, LEX*, select_result*, unsigned long long) ()
#12 0x000055e2d169aab1 in ?? ()
#13 0x000055e2d16a8cd7 in mysql_execute_command(THD*, bool) ()
#14 0x000055e2d16cbdb2 in Prepared_statement::execute(String*, bool) ()
#15 0x000055e2d16cbf05 in Prepared_statement::execute_loop(String*, bool, unsigned char*, unsigned char*) ()
#16 0x000055e2d16ccaa5 in ?? ()
#17 0x000055e2d16ccc2b in mysqld_stmt_execute(THD*, char*, unsigned int) ()
#18 0x000055e2d16acab9 in dispatch_command(enum_server_command, THD*, char*, unsigned int, bool) ()
#19 0x000055e2d16ae61f in do_command(THD*, bool) ()
#20 0x000055e2d17c5abd in do_handle_one_connection(CONNECT*, bool) ()
#21 0x000055e2d17c5e1d in handle_one_connection ()
#22 0x000055e2d1af0647 in ?? ()
#23 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#24 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 13 (Thread 0x7fd8e06c66c0 (LWP 17989) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d27551ec <COND_slave_deadlock_handler+44>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d27551ec <COND_slave_deadlock_handler+44>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>, cond=0x55e2d27551c0 <COND_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d27551c0 <COND_slave_deadlock_handler>, mutex=0x55e2d27533e0 <LOCK_slave_deadlock_handler>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d15e7b63 in slave_deadlock_handler ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 12 (Thread 0x77d8ccffd6c0 (LWP 17988) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8ccffccb0, op=137, expected=0, futex_word=0x55e2fe5c810c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c810c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8ccffccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c80e0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c80e0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 11 (Thread 0x77d8cd7fe6c0 (LWP 17987) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cd7fdcb0, op=137, expected=0, futex_word=0x55e2fe5c8068) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c8068, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cd7fdcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c8040) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c8040, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 10 (Thread 0x77d8cdfff6c0 (LWP 17986) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x77d8cdffecb0, op=137, expected=0, futex_word=0x55e2fe5c7fcc) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7fcc, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x77d8cdffecb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7fa0) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7fa0, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 9 (Thread 0x7fd8e07116c0 (LWP 17985) "mariadbd"):
#0  0x00007fd8ebe5ac82 in __GI___sigtimedwait (set=0x7fd8e0710c10, info=0x7fd8e0710c90, timeout=0x0) at ../sysdeps/unix/sysv/linux/sigtimedwait.c:31
#1  0x000055e2d15a55c3 in signal_hand ()
#2  0x000055e2d1af0647 in ?? ()
#3  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#4  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 8 (Thread 0x7fd8e075c6c0 (LWP 17984) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d2757d88 <COND_manager+40>) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2757d88 <COND_manager+40>, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d2757da0 <LOCK_manager>, cond=0x55e2d2757d60 <COND_manager>) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d2757d60 <COND_manager>, mutex=0x55e2d2757da0 <LOCK_manager>) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1698fb0 in handle_manager ()
#6  0x000055e2d1af0647 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 7 (Thread 0x7fd8e0f5d6c0 (LWP 17983) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e0f5ccb0, op=137, expected=0, futex_word=0x55e2fe5c7f2c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7f2c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e0f5ccb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7f00) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7f00, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 6 (Thread 0x7fd8e175e6c0 (LWP 17982) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e175dcb0, op=137, expected=0, futex_word=0x55e2fe5c7e8c) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2fe5c7e8c, expected=expected@entry=0, clockid=clockid@entry=1, abstime=abstime@entry=0x7fd8e175dcb0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea6baf in __pthread_cond_wait_common (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_clockwait64 (abstime=<optimized out>, clockid=1, mutex=0x55e2fe5c7c48, cond=0x55e2fe5c7e60) at ./nptl/pthread_cond_wait.c:682
#5  ___pthread_cond_clockwait64 (cond=0x55e2fe5c7e60, mutex=0x55e2fe5c7c48, clockid=1, abstime=<optimized out>) at ./nptl/pthread_cond_wait.c:670
#6  0x000055e2d1d0ea01 in tpool::thread_pool_generic::wait_for_tasks(std::unique_lock<std::mutex>&, tpool::worker_data*) ()
#7  0x000055e2d1d0f3cf in tpool::thread_pool_generic::get_task(tpool::worker_data*, tpool::task**) ()
#8  0x000055e2d1d0f4fd in tpool::thread_pool_generic::worker_main(tpool::worker_data*) ()
#9  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#10 0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#11 0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 5 (Thread 0x7fd8e1f5f6c0 (LWP 17981) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x0, op=393, expected=0, futex_word=0x55e2d26a5728) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d26a5728, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x0, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea65d8 in __pthread_cond_wait_common (abstime=0x0, clockid=0, mutex=0x55e2d26a5680, cond=0x55e2d26a5700) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_wait (cond=0x55e2d26a5700, mutex=0x55e2d26a5680) at ./nptl/pthread_cond_wait.c:618
#5  0x000055e2d1c9e6c2 in ?? ()
#6  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 4 (Thread 0x7fd8e27606c0 (LWP 17980) "mariadbd"):
#0  0x00007fd8ecb009f7 in ?? () from /lib/x86_64-linux-gnu/liburing.so.2
#1  0x00007fd8ecb00c39 in __io_uring_get_cqe () from /lib/x86_64-linux-gnu/liburing.so.2
#2  0x000055e2d1d115b2 in ?? ()
#3  0x00007fd8ec0d44a3 in ?? () from /lib/x86_64-linux-gnu/libstdc++.so.6
#4  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#5  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 3 (Thread 0x7fd8e33626c0 (LWP 17979) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8e3361d00, op=393, expected=0, futex_word=0x55e2d2f8a7c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d2f8a7c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8e3361d00, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8e3361d00, clockid=0, mutex=0x55e2d2f8a7e0, cond=0x55e2d2f8a7a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d2f8a7a0, mutex=0x55e2d2f8a7e0, abstime=0x7fd8e3361d00) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1a9059d in ?? ()
#6  0x000055e2d1a89135 in ?? ()
#7  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#8  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 2 (Thread 0x7fd8ec89d6c0 (LWP 17978) "mariadbd"):
#0  __futex_abstimed_wait_common64 (private=0, cancel=true, abstime=0x7fd8ec89cd50, op=393, expected=0, futex_word=0x55e2d30179c8) at ./nptl/futex-internal.c:57
#1  __futex_abstimed_wait_common (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0, cancel=cancel@entry=true) at ./nptl/futex-internal.c:87
#2  0x00007fd8ebea3f7b in __GI___futex_abstimed_wait_cancelable64 (futex_word=futex_word@entry=0x55e2d30179c8, expected=expected@entry=0, clockid=clockid@entry=0, abstime=abstime@entry=0x7fd8ec89cd50, private=private@entry=0) at ./nptl/futex-internal.c:139
#3  0x00007fd8ebea68bc in __pthread_cond_wait_common (abstime=0x7fd8ec89cd50, clockid=0, mutex=0x55e2d30179e0, cond=0x55e2d30179a0) at ./nptl/pthread_cond_wait.c:503
#4  ___pthread_cond_timedwait64 (cond=0x55e2d30179a0, mutex=0x55e2d30179e0, abstime=0x7fd8ec89cd50) at ./nptl/pthread_cond_wait.c:643
#5  0x000055e2d1d6ff8d in ?? ()
#6  0x00007fd8ebea71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442
#7  0x00007fd8ebf278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81

Thread 1 (Thread 0x7fd8ec8a0880 (LWP 17972) "mariadbd"):
#0  0x00007fd8ebf1a26f in __GI___poll (fds=0x55e2fec824f8, nfds=2, timeout=-1) at ../sysdeps/unix/sysv/linux/poll.c:29
#1  0x000055e2d15ad94f in handle_connections_sockets() ()
#2  0x000055e2d15aed98 in mysqld_main(int, char**) ()
#3  0x00007fd8ebe4524a in __libc_start_call_main (main=main@entry=0x55e2d155a5c0 <main>, argc=argc@entry=11, argv=argv@entry=0x7ffd4c2f69e8) at ../sysdeps/nptl/libc_start_call_main.h:58
#4  0x00007fd8ebe45305 in __libc_start_main_impl (main=0x55e2d155a5c0 <main>, argc=11, argv=0x7ffd4c2f69e8, init=<optimized out>, fini=<optimized out>, rtld_fini=<optimized out>, stack_end=0x7ffd4c2f69d8) at ../csu/libc-start.c:360
#5  0x000055e2d15a2ec1 in _start ()
[Inferior 1 (process 17972) detached]
TS 136896691.1796020637 2026-11-30 06:37:17
