/* SPDX-License-Identifier: MIT */
/*
 * cmd_core.c - `pmp --core FILE [--exe BINARY] ...`: the stacks of every
 * thread of a core dump (a crashed server, or a hung one dumped with
 * gcore), as one snapshot, in every format of `pmp aggregate`, with the
 * rules, and --save for a raw capture that `pmp aggregate` and `pmp diff`
 * read back. The frames are unwound by libdwfl over the core (core.c)
 * and named by the symbolizer of the live sampler, so names, "??" and
 * inline frames are those of `pmp -p` on the same binary.
 *
 * The raw capture of a core (cmd_live.c describes the format) has a
 * "# core" header line and one snapshot; its time is the core file's
 * modification time, and every thread's state is "-" (a core keeps none):
 *
 *   # pmp raw capture v1
 *   # core /tmp/core.1234 pid 1234 comm mariadbd signal SIGABRT unwinder libdw-core
 *   snapshot 1 time=1712345678.000000 threads=12
 *   thread 1235 - mariadbd
 *   frame libc.so.6+0x8a3ef 4f7b0c5e... - futex-internal.c:57 __futex_abstimed_wait_common
 *   ...
 *   end snapshots=1 partial=0 skipped=0
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "outopt.h"
#include "cmd.h"
#include "core.h"
#include "escape.h"
#include "framebuf.h"
#include "path_opt.h"
#include "raw_save.h"
#include "rules_opt.h"
#include "syscall_info.h"
#include "util.h"

static const char usage_text[] =
"usage: pmp --core FILE [--exe BINARY] [options]\n"
"\n"
"The stacks of every thread of a core dump: a crashed process, or a hung\n"
"one dumped with gdb's gcore (it leaves the process running). One snapshot,\n"
"named as a live run (pmp -p) of the same binary names it. A core keeps no\n"
"thread names: every thread has the process name.\n"
"\n"
"Input:\n"
"      --core FILE       the core dump (uncompressed: coredumpctl dump -o FILE)\n"
"      --exe BINARY      the program that dumped it (default: the file the\n"
"                        core names, if it is still there and the same)\n"
"      --debug-dir DIR   look for separate debug files in DIR as well\n"
"      --debuginfod      allow debuginfod downloads (off by default)\n"
"      --save FILE       also write a raw capture (pmp aggregate, pmp diff)\n"
"Output (as pmp aggregate):\n"
OUTOPT_HELP
"      --pid             ... as NAME-PID\n"
RULES_HELP
"  -v, --verbose         the signal that dumped the core, modules, threads\n"
"  -h, --help            this text\n"
"\n"
"Exit status: 0 every thread unwound and named; 1 results shown, but a\n"
"library's file was not found (its frames stay unnamed) or a thread could\n"
"not be unwound; 2 not a core file, truncated or compressed core,\n"
"executable not found (pass --exe), or fatal error; 64 usage error.\n"
"\n"
"Examples:\n"
"  gcore -o /tmp/core $(pidof mariadbd); pmp --core /tmp/core.PID\n"
"  pmp --core core.1234 --exe /usr/sbin/mariadbd --format folded --tid\n";

enum { OPT_CORE = 256, OPT_EXE, OPT_DEBUG_DIR, OPT_DEBUGINFOD, OPT_SAVE, OPT_PID };

static const struct option long_opts[] = {
	{ "core", required_argument, NULL, OPT_CORE },
	{ "exe", required_argument, NULL, OPT_EXE },
	{ "debug-dir", required_argument, NULL, OPT_DEBUG_DIR },
	{ "debuginfod", no_argument, NULL, OPT_DEBUGINFOD },
	{ "save", required_argument, NULL, OPT_SAVE },
	OUTOPT_LONG_OPTIONS,
	{ "pid", no_argument, NULL, OPT_PID },
	RULES_LONG_OPTIONS,
	/* live-only options (and -p): a clear message rather than getopt's */
	{ "unwinder", required_argument, NULL, 'U' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

struct core_cmd {
	/* the command line */
	const char *path, *exe, *save;	/* --core, --exe, --save (or -o FILE.raw) */
	struct symbolizer_opts so;
	struct rules_opt ro;
	/* the run */
	struct core core;
	struct stackset ss;
	struct profile prof;
	struct outopt oo;
	struct raw_save rsave;
	struct syscall_info sci;	/* the calls, from NT_PRSTATUS (no files) */
	struct framebuf fb;		/* one thread's frames and call */
	unsigned long threads, unwind_failed;
};

/* one thread of the core: name its frames, save them, add the sample */
static int
core_thread(pid_t tid, const struct unwind_frame *fr, int n, void *arg)
{
	struct core_cmd *C = arg;
	struct symbolizer *sym = C->core.sym;
	struct sample s = { .thread = C->core.comm, .tid = tid, .pid = C->core.pid,
			    .count = 1 };
	const struct user_regs_struct *regs = core_thread_regs(&C->core, tid);
	int in_call = regs ? syscall_info_get(&C->sci, regs, &C->fb.sc) : -1;

	C->threads++;
	if (n <= 0) {
		/* no register state: nothing to show for it */
		C->unwind_failed++;
		verbose_msg("core thread %d could not be unwound", (int)tid);
		return 0;
	}
	framebuf_reset(&C->fb);
	if (C->rsave.f)
		raw_save_thread(C->rsave.f, tid, "-", C->core.comm, 0,
				in_call > 0 ? &C->fb.sc : NULL, NULL);
	for (int i = 0; i < n; i++) {
		const struct sym_result *r = symbolizer_lookup(sym, fr[i].pc,
							       fr[i].activation);

		framebuf_add(&C->fb, r);
		if (C->rsave.f)
			raw_save_frames(C->rsave.f, &C->ss, r);
	}
	/* as struct sample wants */
	framebuf_root_first(&C->fb);
	/* the call the registers say it was in, as live (no file: the
	 * fds are gone): the innermost pseudo-frame */
	if (in_call >= 0)
		framebuf_push(&C->fb, syscall_rec_frame(&C->ss, in_call ? &C->fb.sc : NULL), 0);
	s.frames = C->fb.ids;
	s.wheres = C->fb.wheres;
	s.n = (uint32_t)C->fb.nids;
	outopt_sink(&C->oo)->sample(outopt_sink(&C->oo), &s);
	return 0;
}

static int
save_header(struct core_cmd *C, const char *path)
{
	struct stat st;
	struct strbuf p, c;
	const char *sig = sig_abbrev(C->core.signal);	/* NULL for 0 */

	if (raw_save_open(&C->rsave, path) < 0)
		return -1;
	/* the path a field, the name up to " signal " (lib/escape.h) */
	strbuf_init(&p);
	strbuf_init(&c);
	fprintf(C->rsave.f, "# core %s pid %d comm %s signal %s%s unwinder libdw-core\n",
		escape_raw_str(&p, C->core.path, true), (int)C->core.pid,
		escape_raw_str(&c, C->core.comm, false), sig ? "SIG" : "", sig ? sig : "-");
	strbuf_release(&p);
	strbuf_release(&c);
	if (C->core.nregs)	/* the threads' calls come from NT_PRSTATUS */
		fputs(SYSCALL_HEADER "\n", C->rsave.f);
	raw_save_modules(C->rsave.f, symbolizer_dwfl(C->core.sym));
	if (fstat(C->core.fd, &st) < 0)
		st.st_mtim.tv_sec = st.st_mtim.tv_nsec = 0;
	/* %.6f of sec + usec / 1e6 is sec.usec exactly: the double is within
	 * 2.4e-7 of it until 2106 */
	raw_save_snapshot(C->rsave.f, &(struct raw_snapshot){
		.no = 1, .time = (double)st.st_mtim.tv_sec + st.st_mtim.tv_nsec / 1000 / 1e6,
		.threads = C->core.nthreads });
	return 0;
}

/* ---- the command line ------------------------------------------------ */

/* one option of pmp --core's own (not -h, the output or rule options)
 * into C: 1 if c was one, else 0. Dies on a live-only option. */
static int
core_opt(struct core_cmd *C, int c, const char *arg)
{
	switch (c) {
	case OPT_CORE: C->path = arg; return 1;
	case OPT_EXE: C->exe = arg; return 1;
	case OPT_DEBUG_DIR: path_opt_dir("--debug-dir", arg); C->so.debug_dir = arg; return 1;
	case OPT_DEBUGINFOD: C->so.debuginfod = true; return 1;
	case OPT_SAVE: C->save = arg; return 1;
	case 'p':
		die(EXIT_USAGE, "--core reads a core file, -p samples a running "
		    "process: give one of them");
	case 'U':
		die(EXIT_USAGE, "--unwinder is for live sampling: a core is "
		    "unwound by libdw");
	case OPT_PID:
		if (C->oo.root != ROOT_TID)
			C->oo.root = ROOT_PID;
		return 1;
	case 'v': verbose++; return 1;
	}
	return 0;
}

/*
 * argv into C: -1 to go on, or the exit status when the command is done
 * (--help: EXIT_OK; a bad option: EXIT_USAGE, with C's options
 * released). Dies on a bad value, an operand or no --core.
 */
static int
parse_args(struct core_cmd *C, int argc, char **argv)
{
	int c;

	outopt_init(&C->oo);
	optind = 1;
	while ((c = getopt_long(argc, argv, OUTOPT_SHORT "p:vh", long_opts,
				NULL)) != -1) {
		if (c != 'h' && (core_opt(C, c, optarg) || outopt_parse(&C->oo, c, optarg) ||
				 rules_opt_parse(&C->ro, c, optarg)))
			continue;
		fputs(usage_text, c == 'h' ? stdout : stderr);
		/* nothing leaks on a usage error (make check SANITIZE=) */
		rules_opt_release(&C->ro);
		outopt_release(&C->oo);
		return c == 'h' ? EXIT_OK : EXIT_USAGE;
	}
	if (optind < argc)
		die(EXIT_USAGE, "unexpected argument '%s' (the core goes after --core)",
		    argv[optind]);
	outopt_check_files(&C->oo, C->save);
	if (!C->path || !*C->path) {
		fputs(usage_text, stderr);
		die(EXIT_USAGE, "no core file given (--core FILE)");
	}
	return -1;
}

/* ---- the run --------------------------------------------------------- */

/* C's profile and sink, and rs; dies on a broken rule pack, before the
 * core is read */
static void
prepare(struct core_cmd *C, struct ruleset *rs)
{
	syscall_info_init(&C->sci, 0);	/* no files: the core's fds are gone */
	stackset_init(&C->ss);
	profile_init(&C->prof, &C->ss);
	C->prof.snapshots_known = true;
	C->prof.inputs = 1;
	C->save = outopt_save(&C->oo, C->save);	/* -o FILE.raw */
	outopt_start(&C->oo, &C->prof);
	ruleset_init(rs);
	rules_opt_load(&C->ro, rs, outopt_wants_rules(&C->oo));
	/* debuginfod could block for minutes on an unreachable server;
	 * libdwfl only asks it when DEBUGINFOD_URLS is set */
	if (!C->so.debuginfod)
		unsetenv("DEBUGINFOD_URLS");
}

/*
 * Every thread of the core into the sink (and the raw capture, with
 * --save): EXIT_OK; EXIT_BAD when only the capture could not be closed;
 * -1 when the core could not be read or the capture begun (all reported).
 */
static int
read_core(struct core_cmd *C)
{
	if (core_open(&C->core, C->path, C->exe, &C->ss, &C->so) < 0)
		return -1;
	if (C->core.signal)
		verbose_msg("core of process %d (%s: %s), dumped by SIG%s",
			    (int)C->core.pid, C->core.comm, C->core.args,
			    sig_abbrev(C->core.signal) ?: "?");
	else
		verbose_msg("core of process %d (%s: %s), written by gcore or a "
			    "debugger", (int)C->core.pid, C->core.comm, C->core.args);
	if (C->save && save_header(C, C->save) < 0)
		return -1;
	if (core_threads(&C->core, core_thread, C) < 0)
		return -1;
	C->prof.snapshots = 1;
	if (C->rsave.f) {
		raw_save_end(C->rsave.f, 1, C->unwind_failed ? 1 : 0, 0, 0);
		if (raw_save_close(&C->rsave) < 0)
			return EXIT_BAD;
	}
	return EXIT_OK;
}

/* no stack: why */
static void
report_nothing(const struct core_cmd *C)
{
	if (outopt_filters_threads(&C->oo) && C->threads > C->unwind_failed)
		error_msg("no thread of core '%s' has a name that matches --threads "
			  "(they are all named '%s')", C->path, C->core.comm);
	else
		error_msg("no thread of core '%s' could be unwound (-v says why)",
			  C->path);
}

/* the output, labelled with the core: status, EXIT_BAD when it could not
 * be written, or EXIT_PARTIAL when it is EXIT_OK but threads or files
 * are missing */
static int
write_output(struct core_cmd *C, struct ruleset *rs, int status)
{
	char label[96];
	const char *inputs[1] = { C->path };
	struct output_data od = { .inputs = inputs, .ninputs = 1, .input_format = label };

	snprintf(label, sizeof(label), "core dump of pid %d (%s)%s%s",
		 (int)C->core.pid, C->core.comm, C->core.signal ? ", SIG" : "",
		 sig_abbrev(C->core.signal) ?: "");
	if (C->core.sym)	/* pprof's mappings */
		raw_save_modules_sink(outopt_sink(&C->oo), symbolizer_dwfl(C->core.sym));
	if (outopt_write(&C->oo, &C->prof, rs, &od) < 0)
		status = EXIT_BAD;
	if (status == EXIT_OK && C->unwind_failed) {
		warning_msg("%lu of %lu threads of core '%s' could not be unwound (-v "
			    "says why)", C->unwind_failed, C->threads, C->path);
		status = EXIT_PARTIAL;
	}
	if (status == EXIT_OK && C->core.missing)
		status = EXIT_PARTIAL;
	return status;
}

/* ---- the command ----------------------------------------------------- */

int
cmd_core(int argc, char **argv)
{
	struct core_cmd *C = xcalloc(1, sizeof(*C));
	struct ruleset rs;
	int status;

	if ((status = parse_args(C, argc, argv)) >= 0) {
		free(C);
		return status;
	}
	prepare(C, &rs);
	status = read_core(C);
	if (status < 0) {
		status = EXIT_BAD;
	} else if (C->prof.samples == 0) {
		report_nothing(C);
		status = EXIT_BAD;
	} else {
		status = write_output(C, &rs, status);
	}
	status = ruleset_exit_status(&rs, status);
	ruleset_release(&rs);
	rules_opt_release(&C->ro);
	raw_save_release(&C->rsave);
	core_release(&C->core);
	syscall_info_release(&C->sci);
	profile_release(&C->prof);
	stackset_release(&C->ss);
	outopt_release(&C->oo);
	framebuf_release(&C->fb);
	free(C);
	return status;
}
