/* SPDX-License-Identifier: MIT */
/*
 * ruleset.h - the PCRE2 rule engine: load rule packs (docs/rules.md),
 * compile them once, and classify stacks.
 *
 * What a pattern sees (the "rule string") is the same for every input,
 * live or saved: the thread's frames INNERMOST FIRST, each named in
 * NAME_SHORT form (demangled, symbol version stripped, templates, argument
 * lists and clone suffixes removed: lib/normalize.h), joined by ',' with a
 * ',' before the first and after the last frame:
 *
 *   ,futex_wait,__GI___lll_lock_wait,___pthread_mutex_lock,buf_page_make_young,...,clone3,
 *
 * so ",name," matches one whole frame. A frame without a name is "??",
 * also when outputs key it by its function's start ("mariadbd+0xc7f450",
 * FRAME_UNNAMED in lib/stackset.h): rules written against gdb dumps of a
 * stripped build match live captures of it.
 *
 * Precedence: each stack goes to at most one rule. Rules of class latch,
 * wait and cpu compete first: the match that starts nearest the top of the
 * stack (smallest offset) wins, a named rule beats a generic one at the
 * same offset (a pack marked "generic", such as glibc), then the rule
 * loaded first. Idle rules apply only when none of those matched: a named
 * idle rule (leftmost match, then first loaded) before a generic one.
 *
 * Lock objects: a rule with "object" patterns applies to every wait whose
 * lock object (lib/lockgraph.h, named by pmp/naming/objname.c or a raw
 * capture's "# lockobj" line) matches one of them, whatever the stack looks
 * like: an object rule wins over any stack rule for that wait
 * (ruleset_classify_object() runs first, rules/hotspots.c). Among object
 * rules, a named rule beats a generic one, then the rule loaded first.
 * The pattern sees the object name alone ("mysql_bin_log.LOCK_log",
 * "LOCK_commit_ordered", "trx_sys+0x4210"); $1..$9 in "lock" are its
 * captures.
 *
 * A recorded system call (live and raw captures: lib/syscall_rec.h) is not
 * part of the string: a rule sees it through its `syscall` and `file`
 * keys and its lock name through $syscall and $file (docs/rules.md).
 *
 * A ruleset owns its rules and compiled patterns; ruleset_free() frees all.
 */
#ifndef PMP_RULESET_H
#define PMP_RULESET_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "profile.h"
#include "strbuf.h"

/* the longest line of a rule pack or canon file (a pattern is far shorter):
 * longer lines are errors, so a wrong file cannot take unbounded memory */
#define RULES_LINE_MAX 65536u

enum rule_class { RC_LATCH, RC_WAIT, RC_CPU, RC_IDLE, RC_NCLASSES };

struct rule_example {
	char *stack;		/* as written: innermost first, ',' joined; a
				 * first frame "[syscall:NAME FILE]" or
				 * "[syscall:NAME]" is the recorded call */
	bool must_match;	/* "example" (true) or "counter" (false) */
	unsigned line;
};

struct rule {
	char *id;
	char *lock;		/* may hold $1..$9: capture groups of the match */
	char *group;		/* family across versions ("InnoDB redo log"), or NULL */
	char *kind;		/* mutex, rwlock, condvar, futex, io, sleep, ... */
	char *explain, *advice;
	enum rule_class cls;
	bool generic;		/* from a pack marked generic */
	pcre2_code **match;	/* any of these patterns */
	size_t nmatch;
	pcre2_code **object;	/* lock-object patterns ("object"), or none */
	size_t nobject;
	char **objex;		/* "object-example" names: must be classified
				 * as this rule by ruleset_classify_object */
	size_t nobjex;
	pcre2_code *holder;	/* what a holder of the lock looks like, or NULL */
	char *holder_src;
	/* the recorded call's name, and its file, must match these ("" when
	 * none was recorded), or NULL */
	pcre2_code *syscall;
	pcre2_code *fdfile;
	struct rule_example *ex;
	size_t nex;
	char *file;		/* pack file, for messages */
	unsigned line;		/* of "rule ID" */
};

struct ruleset {
	struct rule *r;
	size_t n, alloc;
	pcre2_match_data *md;
	bool jit;		/* patterns were JIT-compiled */
	/* the files loaded, so that one named twice loads once */
	struct { dev_t dev; ino_t ino; } *packs;
	size_t npacks, apacks;
	/* matches that hit a PCRE2 limit (match limit, JIT stack, heap):
	 * each was reported (the first RULES_ERRORS_SHOWN of them) with the
	 * rule and the stack, and that stack was left unclassified. Commands
	 * exit with EXIT_PARTIAL when this is not 0 (docs/rules.md) */
	unsigned long match_errors;
};

#define RULES_ERRORS_SHOWN 10

/* the outcome for one stack */
struct verdict {
	int rule;		/* index in ruleset, or -1 */
	size_t off;		/* where the winning match starts in the string */
	size_t end;		/* where it ends */
	char lock[256];		/* lock name with captures substituted */
};

void ruleset_init(struct ruleset *rs);
void ruleset_release(struct ruleset *rs);
/*
 * Load one pack. Errors are reported as "FILE:LINE:COL: message" and make
 * it return -1 (the pack is then not added, and nothing is half-loaded).
 */
int ruleset_load(struct ruleset *rs, const char *path);
/* load every *.rules file of the default pack directory; -1 on error */
int ruleset_load_defaults(struct ruleset *rs, const char *argv0);
/* the directory the default packs are read from (for messages) */
const char *ruleset_default_dir(const char *argv0);
const char *rule_class_name(enum rule_class c);

/* the system call recorded for a stack (both borrowed for the call) */
struct rule_call {
	const char *name;	/* "fdatasync" */
	const char *file;	/* the fd's path, or NULL */
};

/* build the rule string of a stack given innermost first as raw names */
void rule_string_from_names(struct strbuf *out, const char *const *names, size_t n);
/*
 * build it from stack st of ss (into out, reset first), without the
 * recorded call; returns that call (strings borrowed from ss, in *cbuf)
 * or NULL when none was recorded. A thread whose only frame is "[no user
 * code]" (an io_uring worker) gets the call "-" with no file whatever was
 * recorded: its registers are the kernel's, not a call it made
 */
const struct rule_call *rule_string_from_stack(struct stackset *ss, uint32_t st,
					       struct strbuf *out,
					       struct rule_call *cbuf);
/* build it from a pt-pmp style stack "f1,f2,..." (innermost first) */
void rule_string_from_ptpmp(const char *stack, struct strbuf *out);
/* classify one rule string; returns the verdict's rule index or -1 (also
 * when a pattern hit a PCRE2 limit on it: rs->match_errors counts those) */
int ruleset_classify(struct ruleset *rs, const char *s, size_t len, struct verdict *v);
/* classify a wait by its lock object name; the rule index or -1 (then
 * the stack's verdict stands). v->off and v->end are 0 */
int ruleset_classify_object(struct ruleset *rs, const char *obj, struct verdict *v);
/* the same for a stack whose system call was recorded (call may be NULL:
 * none was, as ruleset_classify()) */
int ruleset_classify_call(struct ruleset *rs, const char *s, size_t len,
			  const struct rule_call *call, struct verdict *v);
/* does rule i's holder pattern match s? then [*start, *end) is the match */
bool ruleset_holder_match(struct ruleset *rs, size_t i, const char *s, size_t len,
			  size_t *start, size_t *end);
/*
 * The exit status of a command that classified with rs: EXIT_PARTIAL (with
 * a summary warning) when a pattern hit a PCRE2 limit and status was
 * EXIT_OK, else status unchanged
 */
int ruleset_exit_status(const struct ruleset *rs, int status);
/* run every example of every rule; returns the number of failures */
int ruleset_check_examples(struct ruleset *rs, bool verbose);

#endif
