/* SPDX-License-Identifier: MIT */
/*
 * fuzz_rules.c - libFuzzer entry point for the rule-pack loader
 * (rules/ruleset.c, docs/rules.md): the input is a *.rules file.
 *
 * A pack that loads is then used the way pmp uses one: its examples and
 * counter-examples are checked (pmp rules check), a few fixed rule
 * strings are classified (lock names with $1..$9 substituted), holder
 * patterns are tried, and a small profile is summed into hotspots (the
 * report's and json's view).
 *
 * Built by tests/fuzz/run.sh with clang -fsanitize=fuzzer, and with
 * tests/fuzz/replay.c into build/tests/fuzz_replay_rules, which `make
 * check` runs over tests/fuzz/corpus-rules/.
 */
#include "fuzz_common.h"

#include <string.h>

#include "hotspots.h"
#include "profile.h"
#include "ruleset.h"
#include "stackset.h"
#include "strbuf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* stacks innermost first, as rule strings are built */
static const char *const stacks[][8] = {
	{ "futex_wait", "__lll_lock_wait", "___pthread_mutex_lock",
	  "buf_page_make_young", "start_thread", "clone3", NULL },
	{ "__futex_abstimed_wait_common", "___pthread_cond_wait",
	  "tpool::thread_pool_generic::wait_for_tasks", "start_thread", NULL },
	{ "epoll_wait", "handle_connections_sockets", "main", NULL },
	{ "??", "", "x", NULL },
};

static void
use(struct ruleset *rs)
{
	struct stackset ss;
	struct profile prof;
	struct hotspots hs;
	struct strbuf sb;

	ruleset_check_examples(rs, false);
	strbuf_init(&sb);
	for (size_t i = 0; i < sizeof(stacks) / sizeof(stacks[0]); i++) {
		struct verdict v;
		size_t n = 0;

		while (stacks[i][n])
			n++;
		rule_string_from_names(&sb, stacks[i], n);
		if (ruleset_classify(rs, sb.buf, sb.len, &v) >= 0) {
			size_t a, b;

			ruleset_holder_match(rs, (size_t)v.rule, sb.buf, sb.len, &a, &b);
		}
	}
	strbuf_release(&sb);

	/* a profile of those stacks, root first, counted 1, 2, 3... */
	stackset_init(&ss);
	profile_init(&prof, &ss);
	prof.snapshots = 2;
	prof.snapshots_known = true;
	for (size_t i = 0; i < sizeof(stacks) / sizeof(stacks[0]); i++) {
		uint32_t fr[8];
		size_t n = 0;

		while (stacks[i][n])
			n++;
		for (size_t k = 0; k < n; k++) {
			struct frame f = { 0 };
			const char *name = stacks[i][n - 1 - k];

			f.name = f.ptpmp = stackset_str(&ss, name, strlen(name));
			fr[k] = stackset_frame(&ss, &f);
		}
		profile_add(&prof, stackset_stack(&ss, fr, (uint32_t)n), i + 1);
	}
	if (hotspots_build(&hs, rs, &prof) == 0)
		hotspots_release(&hs);
	profile_release(&prof);
	stackset_release(&ss);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ruleset rs;
	char path[32];
	int fd = fuzz_file(data, size, path);

	ruleset_init(&rs);
	if (ruleset_load(&rs, path) == 0 && rs.n)
		use(&rs);
	ruleset_release(&rs);
	close(fd);
	return 0;
}
