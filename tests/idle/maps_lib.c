/* SPDX-License-Identifier: MIT */
/*
 * maps_lib.c - the code tests/idle/maps_target maps into itself after pmp
 * has read its maps (tests/idle/maps.test). Built -shared -nostdlib: no
 * relocation, no libc, so that mapping the file with mmap() is enough to
 * run it (no dynamic loader involved). x86_64: a raw pause(2) loop.
 */
void maps_lib_park(void);

void
maps_lib_park(void)
{
	for (;;)
		__asm__ volatile("syscall" : : "a"(34L) /* SYS_pause */
				 : "rcx", "r11", "memory");
}
