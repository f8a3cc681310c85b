/* SPDX-License-Identifier: MIT */
/*
 * target_elf.h - open the file a live target has mapped, as the target
 * sees it (issue 15, point 7; docs/safety.md "Containers and replaced
 * binaries").
 *
 * A path in /proc/PID/maps is the target's: in another mount namespace (a
 * container) the host's file at that path is another file or none, and a
 * file replaced on disk while the target runs ("... (deleted)" in the maps,
 * as after a package upgrade) is gone from its path. So the file is opened
 * through /proc/PID/map_files/START-END (the mapped inode itself, deleted
 * or not, in any namespace; it needs CAP_SYS_ADMIN or, since Linux 5.9,
 * CAP_CHECKPOINT_RESTORE, which root has), else through /proc/PID/root/PATH
 * (the path in the target's mount namespace), never at the host's path.
 * What was opened is then checked against the target's memory: the GNU
 * build-id note the target mapped must be the file's. A file of another
 * build is refused with a warning (its frames stay "??", never another
 * file's names).
 *
 * Only /proc is read (the maps, map_files, root, and the note through
 * /proc/PID/mem); no ptrace. The symbolizer calls it lazily, when a
 * module's file is first needed, which is after the target was released.
 */
#ifndef PMP_TARGET_ELF_H
#define PMP_TARGET_ELF_H

#include <stdint.h>
#include <sys/types.h>

/*
 * Open the file of module NAME (a path from the maps, maybe ending in
 * " (deleted)") mapped by process pid from address base (the module's
 * first mapping, where its ELF header is). Returns an fd (the caller
 * closes it) and sets *file_name to the path opened (malloc'd, the caller
 * frees it), or -1: no such file, not a regular file, or a build-id that
 * is not the mapped one (warned once per module name).
 */
int target_elf_open(pid_t pid, const char *name, uint64_t base, char **file_name);

/*
 * The GNU build-id of the ELF image mapped at base in process pid, read
 * from its memory (ELF header, program headers, PT_NOTE), into buf (at
 * most len bytes); returns its length, or -1 if it cannot be read
 */
int target_elf_mem_build_id(pid_t pid, uint64_t base, unsigned char *buf, size_t len);

#endif
