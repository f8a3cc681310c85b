/* SPDX-License-Identifier: MIT */
/*
 * trigger.h - when `pmp stalk` (and `pmp serve --incidents`) calls a
 * moment an incident: triggers, each a conjunction of conditions on one
 * snapshot that must hold in every snapshot for a while. The syntax
 * (docs/stalk.md):
 *
 *   TRIGGER   := COND ['&' COND]... [',for=' SECONDS]
 *   COND      := 'lock' [':' NAME] '>=' N     threads waiting on one lock
 *              | 'wait' [':' NAME] '>=' SECONDS  a wait seen that long
 *              | 'running>=' N                threads on a CPU or runnable
 *              | 'status:' VARIABLE '>=' N    a server status variable
 *              | 'deadlock'                   a cycle in the lock graph
 *
 * NAME is a rule's id (mariadb.mdl_wait), a hotspot's lock name
 * ("metadata lock wait") or a lock object's name (mysql_bin_log.LOCK_log);
 * without it, the lock most waited on (of the latch and wait classes:
 * idle threads never count). A wait's age is the time its thread has
 * been seen waiting on the same address in every snapshot since the
 * first that saw it (lib/waitlen.h's episode). VARIABLE is
 * Threads_running or Innodb_row_lock_current_waits, read through the
 * connection to the server (pmp/sql/procsql.h).
 *
 * Parsing is strict (any other text is an error that says where); the
 * evaluation is pure: it sees one snapshot's observation (struct
 * trigger_obs), never the target. A trigger owns its strings.
 */
#ifndef PMP_TRIGGER_H
#define PMP_TRIGGER_H

#include <stdbool.h>
#include <stddef.h>

#include "hotspots.h"
#include "lockgraph.h"
#include "strbuf.h"

enum cond_kind { COND_LOCK, COND_WAIT, COND_RUNNING, COND_STATUS, COND_DEADLOCK };

struct cond {
	enum cond_kind kind;
	char *name;		/* owned: NAME or VARIABLE, or NULL */
	double min;		/* N or SECONDS */
};

/* one wait going on, for COND_WAIT: its age and the lock it waits on */
struct trigger_wait {
	long tid;
	double age;		/* seconds seen waiting there */
	const char *lock;	/* its hotspot's lock name (borrowed) */
	const char *rule_id;	/* its hotspot's rule (borrowed) */
	const char *object;	/* its lock object's name, or NULL */
};

/* what one snapshot showed; everything borrowed for the call */
struct trigger_obs {
	double time;			/* the snapshot's, seconds */
	unsigned running;		/* threads in state R */
	const struct hotspots *hs;	/* the snapshot's, or NULL */
	const struct lockgraph *g;	/* finished, or NULL */
	const struct trigger_wait *waits;	/* non-idle waits going on */
	size_t nwaits;
	/* a status variable's value: 0 and *v, or -1 when unknown */
	int (*status)(void *arg, const char *name, double *v);
	void *status_arg;
};

struct trigger {
	char *spec;		/* owned: as given */
	struct cond *c;		/* owned */
	size_t n;
	double hold;		/* seconds the conditions must hold */
	/* evaluation state */
	bool holding;
	double since;		/* the first snapshot of this hold */
};

/* parse spec into t (zeroed by the caller): 0, or -1 with err set ("at
 * 'xyz': a number is expected"), t then released */
int trigger_parse(struct trigger *t, const char *spec, char *err, size_t errsize);
void trigger_release(struct trigger *t);
/* whether some condition needs the server's status variables */
bool trigger_needs_status(const struct trigger *t);

/*
 * One snapshot: whether t fires now (its conditions have held in every
 * snapshot for t->hold seconds). The values that made it fire, or (when
 * it does not) nothing, are appended to why as "lock:x=5 (>= 3) ...".
 * Firing resets the hold: the caller's cool-down decides what follows.
 */
bool trigger_eval(struct trigger *t, const struct trigger_obs *o, struct strbuf *why);
/* forget a hold in progress (after an incident, a new session) */
void trigger_reset(struct trigger *t);

#endif
