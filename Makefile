# pmp - poor man's profiler and lock-contention analyzer for MariaDB
# Plain GNU make. `make help` lists the targets.

PREFIX    ?= /usr/local
# where bash-completion looks for completions/pmp
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
O         ?= build
CC        ?= cc
SANITIZE  ?=
PKGS      := libdw libunwind-ptrace libpcre2-8 libseccomp libmicrohttpd
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS  := $(shell pkg-config --libs libpcre2-8 2>/dev/null || echo -lpcre2-8)
PKG_LIBS  += $(shell pkg-config --libs libdw libunwind-ptrace 2>/dev/null || echo -ldw -lelf -lunwind-ptrace -lunwind-generic -lunwind)
# system call names (pmp/naming/syscall_info.c)
PKG_LIBS  += $(shell pkg-config --libs libseccomp 2>/dev/null || echo -lseccomp)
# pmp serve's HTTP server (pmp/serve/serve_http.c)
PKG_LIBS  += $(shell pkg-config --libs libmicrohttpd 2>/dev/null || echo -lmicrohttpd) -pthread
# terminfo for pmp top (pmp/top/terminal.c)
PKG_LIBS  += $(shell pkg-config --libs ncurses 2>/dev/null || echo -lncurses -ltinfo)
# zstd-compressed inputs (aggregate/decompress.c; gzip comes with zlib)
PKG_LIBS  += $(shell pkg-config --libs libzstd 2>/dev/null || echo -lzstd)
# the server's process list (pmp/sql/procsql.c): the client library
SQL_CFLAGS := $(shell pkg-config --cflags libmariadb 2>/dev/null || echo -I/usr/include/mariadb)
PKG_LIBS  += $(shell pkg-config --libs libmariadb 2>/dev/null || echo -lmariadb)

CFLAGS    ?= -O2 -g
WARN      := -Wall -Wextra -Wno-missing-field-initializers -Werror=implicit
# The layers, one direction (docs/HACKING.md): lib <- rules <- aggregate
# <- pmp (the live engine, in folders) <- pmp/cmd (the commands). Each
# folder's objects see the headers of their own folder and of those below
# only, so an upward #include fails the build (tests/build/layers.test).
# Inside pmp/: stop <- elf <- naming <- unwind <- live and offline;
# sql (the server's process list) rests on lib/ alone and live sees it;
# stalk (incidents: triggers, their directory) rests on live;
# serve and top rest on aggregate/ alone; cmd sees every folder.
# -iquote keeps our headers out of <...> lookups; no header of ours is
# named as a system one either (tests/build/layers.test).
INC_lib       := -iquotelib
INC_rules     := $(INC_lib) -iquoterules
INC_aggregate := $(INC_rules) -iquoteaggregate
INC_stop      := $(INC_aggregate) -iquotepmp/stop
INC_elf       := $(INC_stop) -iquotepmp/elf
INC_naming    := $(INC_elf) -iquotepmp/naming
INC_unwind    := $(INC_naming) -iquotepmp/unwind
INC_sql       := $(INC_lib) -iquotepmp/sql $(SQL_CFLAGS)
INC_live      := $(INC_unwind) -iquotepmp/sql -iquotepmp/live
INC_offline   := $(INC_unwind) -iquotepmp/offline
INC_stalk     := $(INC_live) -iquotepmp/stalk
INC_serve     := $(INC_aggregate) -iquotepmp/serve
INC_top       := $(INC_aggregate) -iquotepmp/top
INC_cmd       := $(INC_stalk) -iquotepmp/offline -iquotepmp/serve -iquotepmp/top -iquotepmp/cmd
# tests and fuzzers see every layer
INC_ALL   := $(INC_cmd)
# rule packs: the installed ones, else (a build run from its tree) the
# tree's; the Debian package sets SRC_RULES empty, keeping the build
# path out of the binary
SRC_RULES ?= $(abspath rules)
CPPFLAGS  += -D_GNU_SOURCE $(INC_ALL) $(PKG_CFLAGS) \
	     -DPMP_SHARE_RULES='"$(PREFIX)/share/pmp/rules"' -DPMP_SRC_RULES='"$(SRC_RULES)"'
ALL_CFLAGS = -std=gnu11 $(WARN) $(CFLAGS) $(EXTRA_CFLAGS)
LDLIBS    += $(PKG_LIBS) -lz -lstdc++ -lm
ifneq ($(SANITIZE),)
ALL_CFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
LDFLAGS   += -fsanitize=$(SANITIZE)
endif
ifeq ($(V),1)
Q :=
else
Q := @
endif

PMP_DIRS  := $(addprefix pmp/,stop elf naming unwind sql live stalk offline serve top cmd)
SRC_DIRS  := lib rules aggregate $(PMP_DIRS)
SRC       := $(wildcard $(addsuffix /*.c,$(SRC_DIRS)))
# pmp/ holds folders only, each with its include paths below; and a
# header's basename names one file of the tree, whichever folder
# includes it (-iquote would take the first of two silently)
ifneq ($(wildcard pmp/*.c pmp/*.h),)
$(error pmp/ holds folders only: move $(wildcard pmp/*.c pmp/*.h) into one (docs/HACKING.md, Layers))
endif
DUP_HDR   := $(shell printf '%s\n' $(notdir $(wildcard $(addsuffix /*.h,$(SRC_DIRS)))) | sort | uniq -d)
ifneq ($(DUP_HDR),)
$(error header basenames must be unique in the tree: $(foreach h,$(DUP_HDR),$(wildcard $(addsuffix /$(h),$(SRC_DIRS)))))
endif
OBJ       := $(SRC:%.c=$(O)/obj/%.o)
MAIN_OBJ  := $(O)/obj/pmp/cmd/main.o
.DEFAULT_GOAL := all

# the version pmp --version prints: debian/changelog's top entry, and in
# a git checkout the commits since (tools/version); the Debian package
# passes its own. With the system built on, it is compiled into main.o
# alone, which a stamp rebuilds when either changes.
PMP_VERSION  ?= $(shell sh tools/version)
PMP_BUILT_ON ?= $(shell . /etc/os-release 2>/dev/null && echo "$$PRETTY_NAME")
VERSION_DEFS := -DPMP_VERSION='"$(PMP_VERSION)"' -DPMP_BUILT_ON='"$(PMP_BUILT_ON)"'
$(MAIN_OBJ): CPPFLAGS += $(VERSION_DEFS)
$(MAIN_OBJ): $(O)/version.stamp
$(O)/version.stamp: FORCE
	@mkdir -p $(dir $@)
	@echo '$(VERSION_DEFS)' | cmp -s - $@ || echo '$(VERSION_DEFS)' >$@
.PHONY: FORCE
LIBPMP    := $(O)/libpmp.a
BIN       := $(O)/pmp

UNIT_SRC  := $(wildcard tests/unit/test_*.c)
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(O)/tests/%)
TEST_TOOLS := $(if $(wildcard tests/fuzz/replay.c),$(O)/tests/fuzz_replay) $(O)/tests/plt_dump \
	$(O)/tests/sqldigest_dump

.PHONY: roots test-targets all check check-unit deb lint lint-sh lint-sh-count lint-c golden-update install uninstall deps demo bench bench-compare bench-diff bench-perf bench-cpu bench-versions fuzz clean help
all: $(BIN)

# one rule for every object; its layer's include paths (above) only, and
# the headers it includes as its dependencies (-MMD -MP, the .d files)
$(O)/obj/lib/%.o: LAYER_INC = $(INC_lib)
$(O)/obj/rules/%.o: LAYER_INC = $(INC_rules)
$(O)/obj/aggregate/%.o: LAYER_INC = $(INC_aggregate)
$(foreach d,$(PMP_DIRS),$(eval $(O)/obj/$(d)/%.o: LAYER_INC = $$(INC_$(notdir $(d)))))
$(O)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(filter-out $(INC_ALL),$(CPPFLAGS)) $(LAYER_INC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<
-include $(OBJ:.o=.d)

# everything but main() goes into the archive, so tests and fuzzers link it
$(LIBPMP): $(filter-out $(MAIN_OBJ),$(OBJ))
	@$(if $(Q),echo "  AR      $@")
	$(Q)rm -f $@.tmp.$$$$ && ar rcs $@.tmp.$$$$ $^ && mv -f $@.tmp.$$$$ $@

$(BIN): $(MAIN_OBJ) $(LIBPMP)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(O)/tests/test_%: tests/unit/test_%.c $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(LIBPMP) $(LDLIBS) -lcmocka

# the /proc readers' test sends their /proc paths to fixture files
# (--wrap, see the test). An explicit rule: make prefers it to the
# test_% pattern above.
$(O)/tests/test_proc: tests/unit/test_proc.c $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -Wl,--wrap=open,--wrap=opendir,--wrap=stat \
		-o $@ $< $(LIBPMP) $(LDLIBS) -lcmocka

# pmp/stop/sampler.c's state machine: ptrace, waitpid and process_vm_readv go
# to a fake kernel in the test (--wrap), which also stubs /proc and idle.h
# and watches the allocator (no allocation while a thread is stopped)
# (the sampler's other parts, pmp/stop/sampler_*.c, come from the archive)
$(O)/tests/test_sampler: tests/unit/test_sampler.c pmp/stop/sampler.c pmp/stop/sampler.h $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) -Ipmp/stop $(ALL_CFLAGS) $(LDFLAGS) \
		-Wl,--wrap=ptrace,--wrap=waitpid,--wrap=process_vm_readv \
		-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc \
		-o $@ tests/unit/test_sampler.c pmp/stop/sampler.c $(LIBPMP) $(LDLIBS) -lcmocka

# pmp/live/snapring.c with a fake live_step() that feeds its hooks (--wrap,
# see the test); raw_save_modules() and symbolizer_dwfl() need no Dwfl
$(O)/tests/test_snapring: tests/unit/test_snapring.c $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) \
		-Wl,--wrap=live_step,--wrap=raw_save_modules,--wrap=symbolizer_dwfl \
		-o $@ $< $(LIBPMP) $(LDLIBS) -lcmocka

# pmp/live/modmap.c over a child that maps this module (test_modmap.c), on a
# clock of the test's (--wrap=mono_ns)
$(O)/tests/test_modmap: tests/unit/test_modmap.c $(LIBPMP) $(O)/tests/idle/maps_lib.so
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -Wl,--wrap=mono_ns \
		-o $@ $< $(LIBPMP) $(LDLIBS) -lcmocka

# pmp/naming/objname.c over the builds of tests/locks/objects_target.cc
$(O)/tests/test_objname: $(O)/tests/locks/objects_target $(O)/tests/locks/objects_target_rdyn \
	$(O)/tests/locks/objects_target_nox

# one module alone, for a command test: pmp/elf/plt.c for
# tests/cli/plt.sh, lib/sqldigest.c for
# tests/formats/sqldigest-ptfingerprint.test
$(O)/tests/plt_dump: tests/cli/plt_dump.c
$(O)/tests/sqldigest_dump: tests/formats/sqldigest_dump.c
$(O)/tests/plt_dump $(O)/tests/sqldigest_dump: $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $(filter %.c,$^) $(LIBPMP) $(LDLIBS)

$(O)/tests/fuzz_replay: tests/fuzz/fuzz_input.c tests/fuzz/fuzz_common.h tests/fuzz/replay.c $(LIBPMP)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ tests/fuzz/fuzz_input.c tests/fuzz/replay.c $(LIBPMP) $(LDLIBS)

# live-test targets (tests/targets/*.c: one noinline function per file,
# -O2 -g as strace's stack-fcall tests) and the pause bench target
TARGET_SRC := $(wildcard tests/targets/*.c)
TEST_TARGETS := $(O)/tests/targets/parked $(O)/tests/bench/pause_target \
	$(O)/tests/idle/idle_target $(O)/tests/idle/maps_target $(O)/tests/idle/maps_lib.so
$(O)/tests/targets/parked: $(TARGET_SRC) tests/targets/targets.h
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) -D_GNU_SOURCE -O2 -g -pthread -o $@ $(TARGET_SRC)
# no libc, no relocation: the target maps it with mmap() alone
$(O)/tests/idle/maps_lib.so: tests/idle/maps_lib.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) -O2 -g -fPIC -shared -nostdlib -o $@ $<
test-targets: $(TEST_TARGETS)

# the live tests' target programs and fault-injection tools, one C file
# each (tests/DIR/NAME.c), built -O2 -g as the code pmp samples is
SAFETY_TOOLS := $(patsubst tests/safety/%.c,$(O)/tests/safety/%,$(wildcard tests/safety/*.c))
TARGET_PROGS := $(addprefix $(O)/tests/,bench/pause_target idle/idle_target idle/maps_target \
	rules/contention_target diff/mixer_target diff/oncpu_target diff/edge_target locks/lock_target syscalls/syscall_target \
	live/hostile_target naming/unnamed_target stalk/stall_target) $(SAFETY_TOOLS)
$(TARGET_PROGS): $(O)/tests/%: tests/%.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) -D_GNU_SOURCE -O2 -g -pthread -o $@ $(filter %.c %.s,$^)

# the unit tests alone, no server, no ptrace, no root: what the Debian
# package's build runs on each release (debian/rules)
check-unit: $(BIN) $(UNIT_BIN)
	@O=$(O) PMP=$(abspath $(BIN)) bash tests/run.sh unit/

# the README's test command: builds and runs every test, last line
# "N passed, N failed, N skipped". T= runs some: a folder (T=locks/), one
# test (T=locks/chain.test) or a glob (T='serve/*'), under tests/
# The whole suite first builds the Debian roots of the other MariaDB
# versions when they are missing (tests/mariadb/roots.sh: about two
# minutes once, kept outside the tree); where that cannot be done (not
# root, no network) tests/versions/ says so and skips.
check: $(BIN) $(UNIT_BIN) $(TEST_TOOLS) $(TEST_TARGETS)
	@$(if $(T),:,bash tests/mariadb/roots.sh build || \
		echo "make check: no roots of other MariaDB versions; tests/versions/ will skip")
	@O=$(O) PMP=$(abspath $(BIN)) bash tests/run.sh $(foreach t,$(T),'$(t)')

# make lint: shellcheck on every shell script of the tree (.shellcheckrc
# turns off the checks that are wrong for every script, each with its
# reason; a finding wrong at one line is silenced there, with why), and
# gcc's static analyzer (-fanalyzer, -Werror) on every C file: pmp's and
# the tests'. One stamp per C file under $(O)/lint/, so a second run
# analyses only what changed (a minute of CPU from scratch, seconds
# after); shellcheck takes about 20 s each time. tests/build/lint.test
# runs it in make check.
SH_SCRIPTS := $(sort $(shell find tests samples -type f \( -name '*.test' -o -name '*.sh' \
	-o -name '*.bash' \)) $(wildcard tools/*)) .ci/run completion/pmp
LINT_C    := $(sort $(SRC) $(wildcard tests/*/*.c))
# the MariaDB client's headers, for the two bench programs that use them
LINT_MARIADB_CFLAGS := $(shell mariadb_config --cflags 2>/dev/null)
LINT_STAMPS := $(LINT_C:%.c=$(O)/lint/%.ok)
lint: lint-sh lint-c
lint-sh:
	@$(if $(Q),echo "  SHCHECK $(words $(SH_SCRIPTS)) scripts")
	$(Q)shellcheck $(SH_SCRIPTS)
# for tests/build/lint.test: how many scripts lint-sh checks
lint-sh-count:
	@echo $(words $(SH_SCRIPTS))
lint-c: $(LINT_STAMPS)
$(O)/lint/%.ok: %.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  ANALYZE $<")
	$(Q)$(CC) $(CPPFLAGS) $(LINT_MARIADB_CFLAGS) $(ALL_CFLAGS) -fanalyzer -Werror \
		-MMD -MP -MF $@.d -MT $@ -c -o /dev/null $< && touch $@
-include $(LINT_STAMPS:.ok=.ok.d)

# T=NAME (or T='NAME1 NAME2'): those cases of tests/golden/cases only
golden-update: $(BIN)
	@PMP=$(abspath $(BIN)) bash tests/golden/run.sh --update $(T)

# fuzz every parser with libFuzzer (clang from Debian), bounded in time;
# the corpus in tests/fuzz/corpus/ is replayed by `make check`
FUZZ_SECONDS ?= 60
fuzz:
	@O=$(O) FUZZ_SECONDS=$(FUZZ_SECONDS) bash tests/fuzz/run.sh

bench: $(BIN) $(TEST_TARGETS)
	@PMP=$(abspath $(BIN)) bash tests/bench/bench.sh

# make bench-compare BASE=REV [BENCH="pause rules"]: the benches with pmp
# built at REV (from git archive, in a temp dir) and with this tree's,
# side by side (tests/bench/compare.sh)
bench-compare: $(BIN) $(TEST_TARGETS)
	@test -n "$(BASE)" || { echo "make bench-compare: say BASE=REV (a commit to compare with)" >&2; exit 2; }
	@d=$$(mktemp -d /tmp/pmp-base.XXXXXX) && \
	git archive --format=tar "$(BASE)" | tar -x -C "$$d" && \
	$(MAKE) -s -C "$$d" O=build build/pmp >/dev/null && \
	bash tests/bench/compare.sh "$$d/build/pmp" $(abspath $(BIN)) $(BENCH); \
	rc=$$?; rm -rf "$$d"; exit $$rc

# pmp diff's validation table (docs/diff.md#validation): minutes of live
# MariaDB A/B pairs, so not part of check
bench-diff: $(BIN)
	@PMP=$(abspath $(BIN)) bash tests/bench/diff-validate.sh

# pmp diff on perf record captures of MariaDB, each a server run of its
# own: false alarms of same-configuration diffs, known causes (minutes)
bench-perf: $(BIN)
	@PMP=$(abspath $(BIN)) bash tests/bench/perf-validate.sh

# make bench-cpu [SCEN=tcache,coll CAPS=3 OUT=DIR LOCK=FILE REJUDGE=1]:
# pmp diff on known CPU-cost causes, A/B server runs of the embedded
# server (tests/bench/cpu-scenarios.sh)
bench-cpu: $(BIN)
	@PMP=$(abspath $(BIN)) bash tests/bench/cpu-scenarios.sh

# MariaDB 10.5, 10.11 and 11.8 compared by pmp diff (docs/versions.md):
# about 15 minutes of live servers in their roots, so not part of check
bench-versions: $(BIN) roots
	@PMP=$(abspath $(BIN)) bash tests/bench/versions.sh

# make demo VERSION=10.5|10.11|11.8: that MariaDB, in a Debian root built
# once into PMP_ROOTS (tests/mariadb/roots.sh; 10.11 is the host's own)
demo: deps $(BIN)
	@$(if $(VERSION),bash tests/mariadb/roots.sh build $(VERSION) &&) \
	PMP=$(abspath $(BIN)) VERSION=$(VERSION) bash tests/mariadb/demo.sh

# the Debian roots of the other MariaDB versions the live tests run
# (tests/versions/), kept outside the tree (PMP_ROOTS, default
# /var/cache/pmp-roots): about a minute and 800 MB each
roots:
	@bash tests/mariadb/roots.sh build

DEB_PKGS := $(shell grep -v '^\#' .ci/packages)
deps:
	@missing=$$(for p in $(DEB_PKGS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		if [ "$$(id -u)" != 0 ]; then echo "make deps: run as root (apt-get install)" >&2; exit 1; fi; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else echo "all Debian packages present"; fi

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/pmp/rules
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pmp
	install -m 644 docs/pmp.1 $(DESTDIR)$(PREFIX)/share/man/man1/pmp.1
	install -m 644 rules/*.rules rules/*.canon $(DESTDIR)$(PREFIX)/share/pmp/rules/
	install -d $(DESTDIR)$(BASHCOMPDIR)
	install -m 644 completion/pmp $(DESTDIR)$(BASHCOMPDIR)/pmp

# the Debian package of this tree (debian/, tools/deb.sh) in
# build/deb/SUITE/: for this system's release, with the build
# dependencies installed here (make deps); SUITE=bullseye|bookworm|trixie
# builds it in that release's root (tests/mariadb/roots.sh, as root), with
# that release's compiler, libraries and lintian
deb:
	@host=$$(. /etc/os-release && echo "$$VERSION_CODENAME"); \
	if [ -n "$(SUITE)" ] && [ "$(SUITE)" != "$$host" ]; then \
		r=$$(bash tests/mariadb/roots.sh suite '$(SUITE)') && bash tools/deb.sh -l -r "$$r"; \
	else \
		bash tools/deb.sh $$(command -v lintian >/dev/null && echo -l); \
	fi

# removes what install put in place, and the directories it made when
# they are left empty (never a directory that holds other files)
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pmp $(DESTDIR)$(PREFIX)/share/man/man1/pmp.1 \
		$(DESTDIR)$(BASHCOMPDIR)/pmp
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/share/pmp/rules/,$(notdir $(wildcard rules/*.rules rules/*.canon)))
	-rmdir $(DESTDIR)$(PREFIX)/share/pmp/rules $(DESTDIR)$(PREFIX)/share/pmp 2>/dev/null

clean:
	rm -rf $(O)

help:
	@echo "make            build $(BIN)"
	@echo "make check      build and run every test (SANITIZE=address,undefined for ASan/UBSan;"
	@echo "                T=locks/, T=locks/chain.test or T='serve/*' for some;"
	@echo "                T=unit/NAME:CASE one unit case, T=golden/NAME one golden case)"
	@echo "make lint       shellcheck on every script, gcc -fanalyzer on every C file"
	@echo "make demo       profile a throwaway MariaDB under sysbench and print the report"
	@echo "                (VERSION=10.5|10.11|11.8: that version, in a Debian root)"
	@echo "make roots      build the Debian roots of MariaDB 10.5 and 11.8 (tests/versions/)"
	@echo "make bench      pmp side by side with pt-pmp, gdb, eu-stack; prints ratios"
	@echo "make bench-compare BASE=REV  the benches with pmp at REV and this tree's, side by side"
	@echo "make bench-diff pmp diff on live MariaDB A/B pairs: rank of the known cause, false alarms"
	@echo "make bench-perf pmp diff on perf record captures of MariaDB: false alarms, known causes"
	@echo "make bench-cpu  pmp diff on CPU-cost causes (embedded server A/B runs): ranks, false alarms"
	@echo "make bench-versions  pmp diff of MariaDB 10.5 and 10.11 against 11.8, same-version pairs"
	@echo "make fuzz       fuzz the parsers (FUZZ_SECONDS=$(FUZZ_SECONDS) each)"
	@echo "make stress     the fault-injection tests (tests/safety), STRESS=$(STRESS) rounds each"
	@echo "make install    PREFIX=$(PREFIX): binary, man page, rule packs, bash completion"
	@echo "make uninstall  PREFIX=$(PREFIX): remove what make install put there"
	@echo "make deb        the Debian package, in build/deb/SUITE/ (SUITE=bullseye|bookworm|trixie:"
	@echo "                built in that release's Debian root, as root)"
	@echo "make deps       apt-get install the Debian packages pmp needs"
	@echo "make golden-update  regenerate tests/golden/*.expected for review (T=NAME: one)"

# the rule engine's live ground truth: one hot mutex, a holder, N waiters
check: $(O)/tests/rules/contention_target

# a real MariaDB with full DWARF as a live test target: the embedded server
# from Debian's libmariadbd-dev, linked statically (libmariadbd.a keeps its
# debug info). Built on demand only (about 7 s, 210 MB): `make
# embedded-target`; tests/embedded/*.test build it themselves.
EMB_LIBS := -Wl,-Bstatic -lmariadbd -Wl,-Bdynamic -lz -ldl -lm -lssl -lcrypto -lpthread -lstdc++ \
	-l:liburing.so.2 -l:liblz4.so.1 -l:libsystemd.so.0 -l:libaio.so.1 -l:libsnappy.so.1 \
	-l:libzstd.so.1 -l:libbz2.so -l:liblzma.so -l:libpcre2-8.so -l:libcrypt.so -l:libnuma.so.1
$(O)/tests/embedded/embedded_target: tests/embedded/embedded_target.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) -O1 -g -pthread -o $@ $< $$(mariadb_config --cflags) $(EMB_LIBS)
.PHONY: embedded-target
embedded-target: $(O)/tests/embedded/embedded_target

# pmp diff's live ground truth: W workers, two locks, tunable hold times
check: $(O)/tests/diff/mixer_target $(O)/tests/diff/oncpu_target $(O)/tests/diff/edge_target

# fault-injection tests (tests/safety/*.test, docs/safety.md): their
# target, and `make stress`, which runs them PMP_STRESS times over
# (default 3 in `make check`)
STRESS ?= 50
check: $(SAFETY_TOOLS)
.PHONY: stress
stress: $(BIN) $(TEST_TARGETS) $(SAFETY_TOOLS)
	@O=$(O) PMP=$(abspath $(BIN)) PMP_STRESS=$(STRESS) bash tests/safety/run.sh

# replayers of the rule-pack and canon-file fuzz corpora (tests/fuzz/
# fuzz_rules.c, fuzz_canon.c; `make fuzz` fuzzes them with libFuzzer)
$(O)/tests/fuzz_replay_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h tests/fuzz/replay.c $(LIBPMP)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CPPFLAGS) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< tests/fuzz/replay.c $(LIBPMP) $(LDLIBS)
check: $(O)/tests/fuzz_replay_rules $(O)/tests/fuzz_replay_canon

# the lock graph's live ground truth: known chains, twin mutexes, a real
# deadlock, a priority-inheritance mutex (tests/locks/*.test)
check: $(O)/tests/locks/lock_target
test-targets: $(O)/tests/locks/lock_target

# lock objects named (tests/locks/objects.test), three builds of one
# source: with DWARF; stripped, its objects exported (-rdynamic);
# stripped with no exports (only sections name them)
CXX ?= g++
OBJ_TARGETS := $(O)/tests/locks/objects_target $(O)/tests/locks/objects_target_rdyn \
	$(O)/tests/locks/objects_target_nox
# C++17: Derived is an aggregate with a base (g++ 10, Debian 11, defaults to C++14)
$(O)/tests/locks/objects_target: tests/locks/objects_target.cc
	@mkdir -p $(dir $@)
	$(Q)$(CXX) -std=gnu++17 -O2 -g -pthread -o $@ $<
$(O)/tests/locks/objects_target_rdyn: tests/locks/objects_target.cc
	@mkdir -p $(dir $@)
	$(Q)$(CXX) -std=gnu++17 -O2 -g -pthread -rdynamic -o $@ $< && strip $@
$(O)/tests/locks/objects_target_nox: $(O)/tests/locks/objects_target
	$(Q)strip -o $@ $<
check: $(OBJ_TARGETS)
test-targets: $(OBJ_TARGETS)
# system calls from registers: one thread per kind of call
# (tests/syscalls/*.test)
check: $(O)/tests/syscalls/syscall_target
test-targets: $(O)/tests/syscalls/syscall_target

# naming offline (tests/offline/names.test): objects_target stripped, its
# DWARF in a separate debug file (found only by --debug-dir), and the
# debug file of another build of the same source (refused)
OFF := $(O)/tests/offline
OFF_TARGETS := $(OFF)/objects_target_strip $(OFF)/debug/objects_target.debug \
	$(OFF)/objects_target_other $(OFF)/debug-other/objects_target.debug
$(OFF)/debug/objects_target.debug: $(O)/tests/locks/objects_target
	@mkdir -p $(dir $@)
	$(Q)objcopy --only-keep-debug $< $@
$(OFF)/objects_target_strip: $(O)/tests/locks/objects_target $(OFF)/debug/objects_target.debug
	$(Q)strip --strip-all -o $@ $< && objcopy --add-gnu-debuglink=$(OFF)/debug/objects_target.debug $@
$(OFF)/objects_target_other: tests/locks/objects_target.cc
	@mkdir -p $(dir $@)
	$(Q)$(CXX) -std=gnu++17 -O1 -g -pthread -o $@ $<
$(OFF)/debug-other/objects_target.debug: $(OFF)/objects_target_other
	@mkdir -p $(dir $@)
	$(Q)objcopy --only-keep-debug $< $@
check: $(OFF_TARGETS)
test-targets: $(OFF_TARGETS)
# unnamed functions keyed by their FDE (tests/naming/unnamed.test): a
# target of static functions, and its stripped copy
$(O)/tests/naming/unnamed_target_strip: $(O)/tests/naming/unnamed_target
	$(Q)strip --strip-all -o $@ $<
check: $(O)/tests/naming/unnamed_target_strip
test-targets: $(O)/tests/naming/unnamed_target_strip

# output escaping (tests/live/hostile-names.sh): thread names, a symbol
# and a file path that hold a newline, terminal escapes and invalid
# UTF-8. The symbol's raw bytes cannot be spelled in C: its assembly is
# made here (gas takes any byte inside a quoted name)
HOSTILE_SYM := "evil\033]2;PWN\007\033[2J fn"
$(O)/tests/live/hostile_evil.s:
	@mkdir -p $(dir $@)
	$(Q)printf '\t.text\n\t.globl %b\n\t.type %b, @function\n%b:\n\t.cfi_startproc\n\tsubq $$8, %%rsp\n\t.cfi_def_cfa_offset 16\n\tcall hostile_park\n\taddq $$8, %%rsp\n\t.cfi_def_cfa_offset 8\n\tret\n\t.cfi_endproc\n\t.size %b, .-%b\n\t.section .data.rel.ro,"aw"\n\t.balign 8\n\t.globl hostile_evil\nhostile_evil:\n\t.quad %b\n\t.section .note.GNU-stack,"",@progbits\n' \
		'$(HOSTILE_SYM)' '$(HOSTILE_SYM)' '$(HOSTILE_SYM)' '$(HOSTILE_SYM)' '$(HOSTILE_SYM)' '$(HOSTILE_SYM)' >$@
$(O)/tests/live/hostile_target: $(O)/tests/live/hostile_evil.s
check: $(O)/tests/live/hostile_target
test-targets: $(O)/tests/live/hostile_target
# pmp stalk's target that stalls once at a random moment (tests/stalk/)
check: $(O)/tests/stalk/stall_target
test-targets: $(O)/tests/stalk/stall_target
