// Target whose gdb dump is tests/golden/inputs/cxx.gdb: C++ templates, an
// anonymous namespace, operator(), a lambda, an inlined frame. Captured with
//   g++ -O1 -g -pthread -o cxx cxx.cc; ./cxx &
//   gdb -ex "set debuginfod enabled off" -ex "set pagination 0" \
//       -ex "thread apply all bt" -batch -p PID >> cxx.gdb  (twice, each
//   followed by pt-pmp's separator: date +'TS %N.%s %F %T' >> cxx.gdb)
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>
#include <vector>
#include <unistd.h>

static std::mutex m;
static std::condition_variable cv;
static bool go;

namespace {
template <typename K, typename V>
struct Table {
	std::map<K, V> rows;
	__attribute__((noinline)) void wait_for(const K &k, V v)
	{
		std::unique_lock<std::mutex> l(m);
		rows[k] = v;
		cv.wait(l, [] { return go; });
	}
};
}

struct Worker {
	__attribute__((noinline)) void operator()(int i)
	{
		Table<std::pair<int, int>, const char *> t;
		t.wait_for({i, i}, "x");
	}
};

static inline __attribute__((always_inline)) void
inlined_sleep(int s)
{
	sleep(s);
}

__attribute__((noinline)) static void
sleeper(void)
{
	inlined_sleep(1000);
}

int
main()
{
	std::vector<std::thread> v;
	for (int i = 0; i < 3; i++)
		v.emplace_back(Worker(), i);
	std::thread s(sleeper);
	s.join();
	for (auto &t : v)
		t.join();
}
