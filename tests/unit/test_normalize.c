/* SPDX-License-Identifier: MIT */
/* normalize_name(): demangling, symbol versions, simplification */
#include "unit.h"

#include <string.h>

#include "normalize.h"

static void
check(const char *in, enum norm_mode mode, const char *want)
{
	struct strbuf sb;

	strbuf_init(&sb);
	normalize_name(in, mode, &sb);
	if (strcmp(sb.buf, want))
		fail_msg("normalize('%s', %s) = '%s', want '%s'", in,
			 mode == NORM_FULL ? "full" : "short", sb.buf, want);
	strbuf_release(&sb);
}

static void
test_versions(void **state)
{
	(void)state;
	check("pthread_cond_wait@@GLIBC_2.3.2", NORM_SHORT, "pthread_cond_wait");
	check("clock_nanosleep@GLIBC_2.2.5", NORM_FULL, "clock_nanosleep");
	check("__libc_start_main@@GLIBC_2.34", NORM_SHORT, "__libc_start_main");
	check("@weird", NORM_SHORT, "@weird");
}

static void
test_demangle(void **state)
{
	(void)state;
	check("_ZN5tpool19thread_pool_generic14wait_for_tasksEPNS_11worker_dataE",
	      NORM_FULL, "tpool::thread_pool_generic::wait_for_tasks(tpool::worker_data*)");
	check("_ZN5tpool19thread_pool_generic14wait_for_tasksEPNS_11worker_dataE",
	      NORM_SHORT, "tpool::thread_pool_generic::wait_for_tasks");
	check("_ZN14srw_mutex_implILb1EE13wait_and_lockEv", NORM_SHORT,
	      "srw_mutex_impl::wait_and_lock");
	check("_ZN14srw_mutex_implILb1EE13wait_and_lockEv", NORM_FULL,
	      "srw_mutex_impl<true>::wait_and_lock()");
	/* not a valid mangling: kept as it is */
	check("_Znotmangled", NORM_SHORT, "_Znotmangled");
}

static void
test_simplify(void **state)
{
	(void)state;
	check("std::vector<int, std::allocator<int> >::push_back(int const&)",
	      NORM_SHORT, "std::vector::push_back");
	check("void std::__invoke_impl<void, Worker, int>(std::__invoke_other, Worker&&, int&&)",
	      NORM_SHORT, "std::__invoke_impl");
	check("(anonymous namespace)::Table<std::pair<int, int>, char const*>::wait_for",
	      NORM_SHORT, "(anonymous namespace)::Table::wait_for");
	check("Worker::operator()(int)", NORM_SHORT, "Worker::operator()");
	check("Worker::operator()", NORM_SHORT, "Worker::operator()");
	check("Detached_thread::operator<", NORM_SHORT, "Detached_thread::operator<");
	check("std::operator<< <char>(std::ostream&, char const*)", NORM_SHORT,
	      "std::operator<<");
	check("handler::ha_index_read_map(unsigned char*, unsigned char const*) const",
	      NORM_SHORT, "handler::ha_index_read_map");
	/* names cut by awk at a space or a comma lose the open template */
	check("log_t::append_prepare<false,", NORM_SHORT, "log_t::append_prepare");
	check("PolicyMutex<TTASEventMutex<GenericPolicy>", NORM_SHORT, "PolicyMutex");
	check("__cxxabiv1::__vmi_class_type_info::__do_dyncast(long,", NORM_SHORT,
	      "__cxxabiv1::__vmi_class_type_info::__do_dyncast");
	/* gcc clones */
	check("buf_page_make_young.cold", NORM_SHORT, "buf_page_make_young");
	check("row_sel_store_mysql_rec.isra.0", NORM_SHORT, "row_sel_store_mysql_rec");
	check("row_sel_store_mysql_rec.isra.0", NORM_FULL, "row_sel_store_mysql_rec.isra.0");
	/* gdb pseudo frames and plain names with spaces are left alone */
	check("<signal handler called>", NORM_SHORT, "<signal handler called>");
	check("frame with spaces 12", NORM_SHORT, "frame with spaces 12");
	check("??", NORM_SHORT, "??");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_versions),
		cmocka_unit_test(test_demangle),
		cmocka_unit_test(test_simplify),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
