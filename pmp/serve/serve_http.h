/* SPDX-License-Identifier: MIT */
/*
 * serve_http.h - pmp serve's HTTP side, over libmicrohttpd: GET and HEAD,
 * and one POST that asks for what --incidents would do anyway.
 *
 *   /                      a short HTML page (the target, the endpoints)
 *   /metrics               the Prometheus text (metrics.h)
 *   /debug/pprof/profile   ?seconds=N: pprof profile of the last N seconds
 *   /debug/pmp/capture     ?seconds=N or ?first=A&last=B: raw capture
 *   /incidents             with --incidents: the incidents written (text)
 *   POST /trigger          with --incidents: an incident now, cool-down
 *                          and caps permitting (202; no body is read)
 *
 * Two threads share a struct serve_http: libmicrohttpd's (one polling
 * thread, epoll) answers, pmp serve's sampling loop publishes. They
 * share one mutex, held only to copy or swap buffers, never across I/O
 * or a snapshot, so a slow or stuck client cannot delay sampling: / and
 * /metrics are answered from the last published copies at once; a
 * profile or capture request is queued, its connection suspended, and
 * the sampling loop builds it between two snapshots (it alone may read
 * the session's stacks), answers, and resumes the connection. At most
 * HTTP_MAX_PENDING requests wait; more get 503.
 *
 * A third thread, the reaper, holds every request to a deadline for the
 * whole of it (libmicrohttpd's timeout counts idle time only, so a client
 * sending a byte every few seconds would keep its slot forever): the
 * request line and headers within HTTP_REQUEST_SECS of the connection
 * opening or of the previous answer, the answer sent within
 * HTTP_ANSWER_SECS; and when fewer than an eighth of the connections are
 * free, a connection without a whole request after HTTP_BUSY_SECS is
 * closed, so that quick requests find a slot. Each connection's state
 * is a struct http_conn (serve_http.c) on H->conns, under the mutex.
 *
 * serve_http owns its buffers and the requests it queued.
 */
#ifndef PMP_SERVE_HTTP_H
#define PMP_SERVE_HTTP_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define HTTP_MAX_PENDING 8
/* the deadlines (seconds) the reaper holds requests to (above) */
#define HTTP_REQUEST_SECS 10
#define HTTP_ANSWER_SECS 60
#define HTTP_BUSY_SECS 1

/* the statuses the sampling loop answers with */
enum {
	HTTP_OK = 200, HTTP_NOT_FOUND = 404, HTTP_TOO_LARGE = 413,
	HTTP_ERROR = 500, HTTP_UNAVAILABLE = 503,
};

struct MHD_Connection;
struct MHD_Daemon;
struct http_conn;

enum http_req_kind { REQ_PPROF, REQ_CAPTURE };

/* one request for the sampling loop */
struct http_req {
	enum http_req_kind kind;
	/* what was asked: the last `seconds` seconds, or snapshots
	 * first..last by sequence number (by_seq) */
	double seconds;
	bool by_seq;
	uint64_t first, last;
	/* the answer (serve_http_answer) */
	bool done;
	unsigned status;
	const char *ctype;	/* a constant */
	char *body;		/* owned until handed to libmicrohttpd */
	size_t len;
	char snaps[48];		/* "X-Pmp-Snapshots: A-B", or "" */
	/* private */
	struct MHD_Connection *conn;
	struct http_req *next;
};

struct serve_http {
	struct MHD_Daemon *d;
	pthread_mutex_t mu;
	char *metrics, *index;		/* the last published, owned */
	size_t metrics_len, index_len;
	struct http_req *queue;		/* waiting for the sampling loop */
	size_t npending;		/* queued or being built */
	int wake[2];			/* a byte written per queued request */
	unsigned port;			/* bound (for --listen ADDR:0) */
	bool stopping;			/* no more requests queued: 503 */
	bool incidents_on;		/* serve_http_start()'s incidents */
	char *incidents;		/* the last published /incidents */
	size_t incidents_len;
	bool trigger;			/* POST /trigger came, not yet taken */
	/* the reaper's: the open connections, their count and bound */
	struct http_conn *conns;
	size_t nconns, max_conns;
	pthread_t reaper;
	pthread_cond_t reaper_cv;	/* signalled to stop it */
	bool reaper_started, reaper_stop;
};

/*
 * Listen on addr ("127.0.0.1:9756", "[::1]:9756", "0.0.0.0:0"): 0, or -1
 * (reported). max_conn bounds the open connections (the soft fd limit is
 * raised to fit when the hard one allows). incidents: /incidents and POST
 * /trigger answer (pmp serve --incidents), else they are 404.
 */
int serve_http_start(struct serve_http *H, const char *addr, unsigned max_conn,
		     bool incidents);
/* parse "HOST:PORT" as serve_http_start() does; 0 or -1 (not reported) */
int serve_http_parse_addr(const char *addr, void *sockaddr_storage, bool *v6,
			  bool *loopback);
/* replace what / and /metrics answer (copied) */
void serve_http_publish(struct serve_http *H, const char *metrics, size_t mlen,
			const char *index, size_t ilen);
/* replace what /incidents answers (copied) */
void serve_http_publish_incidents(struct serve_http *H, const char *text, size_t len);
/* whether POST /trigger came since the last call */
bool serve_http_take_trigger(struct serve_http *H);
/* the oldest queued request, or NULL; the caller answers it */
struct http_req *serve_http_take(struct serve_http *H);
/* answer r (body is taken over, ctype a constant) and resume its
 * connection: r belongs to libmicrohttpd again */
void serve_http_answer(struct serve_http *H, struct http_req *r, unsigned status,
		       const char *ctype, char *body, size_t len);
/* the read end of the wake pipe, for poll(), and drain it */
int serve_http_wake_fd(const struct serve_http *H);
void serve_http_drain(struct serve_http *H);
/* answer what waits with 503 and stop the server; a request that comes
 * meanwhile gets 503 too (none is left suspended: libmicrohttpd aborts
 * when stopped with one) */
void serve_http_stop(struct serve_http *H);

#endif
