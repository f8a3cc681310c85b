/* SPDX-License-Identifier: MIT */
/*
 * serve_http.c - pmp serve's HTTP side (serve_http.h), on libmicrohttpd:
 * one internal polling thread (epoll), connections bounded in number,
 * memory (the request line and headers: a longer one gets 414 or 431
 * from libmicrohttpd), idle time, and time for the whole request (the
 * reaper thread).
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "serve_http.h"
#include "util.h"

/* per connection: the request line and headers must fit */
#define HTTP_CONN_MEMORY (16u << 10)
/* seconds a connection may stay idle (a client that never reads is
 * dropped after this) */
#define HTTP_TIMEOUT 10
/* how often the reaper looks at the connections */
#define HTTP_REAP_MS 250

/* one open connection, for the reaper (serve_http.h) */
enum conn_state {
	CONN_REQUEST,	/* waiting for a whole request line and headers */
	CONN_QUEUED,	/* suspended for the sampling loop: no deadline */
	CONN_ANSWER,	/* the answer being sent */
};

struct http_conn {
	int fd;
	enum conn_state state;
	uint64_t since_ns;	/* when state began (mono_ns) */
	bool closing;		/* shut down by the reaper */
	bool nul;		/* a %00 in this request's path or query */
	struct http_conn *prev, *next;
};

static const char text_plain[] = "text/plain; charset=utf-8";
static const char prom_text[] = "text/plain; version=0.0.4; charset=utf-8";

int
serve_http_parse_addr(const char *addr, void *ss, bool *v6, bool *loopback)
{
	char host[128];
	const char *colon, *h = addr;
	size_t hl;
	unsigned long port;

	memset(ss, 0, sizeof(struct sockaddr_storage));
	if (*addr == '[') {	/* [v6]:port */
		const char *end = strchr(addr, ']');

		if (!end || end[1] != ':')
			return -1;
		h = addr + 1;
		hl = (size_t)(end - h);
		colon = end + 1;
	} else {
		if (!(colon = strrchr(addr, ':')))
			return -1;
		hl = (size_t)(colon - addr);
	}
	if (hl == 0 || hl >= sizeof(host) || parse_ulong(colon + 1, &port) < 0 ||
	    port > 65535)
		return -1;
	memcpy(host, h, hl);
	host[hl] = '\0';
	if (*addr == '[') {
		struct sockaddr_in6 *s6 = ss;

		if (inet_pton(AF_INET6, host, &s6->sin6_addr) != 1)
			return -1;
		s6->sin6_family = AF_INET6;
		s6->sin6_port = htons((uint16_t)port);
		*v6 = true;
		*loopback = IN6_IS_ADDR_LOOPBACK(&s6->sin6_addr);
	} else {
		struct sockaddr_in *s4 = ss;

		if (inet_pton(AF_INET, host, &s4->sin_addr) != 1)
			return -1;
		s4->sin_family = AF_INET;
		s4->sin_port = htons((uint16_t)port);
		*v6 = false;
		*loopback = (ntohl(s4->sin_addr.s_addr) >> 24) == 127;
	}
	return 0;
}

static enum MHD_Result
reply(struct MHD_Connection *c, unsigned status, const char *ctype, char *body,
      size_t len, const char *snaps)
{
	struct MHD_Response *r;
	enum MHD_Result ret;

	r = MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	if (!r) {
		free(body);
		return MHD_NO;
	}
	MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, ctype);
	/* the answers change at every snapshot */
	MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
	if (snaps && *snaps)
		MHD_add_response_header(r, "X-Pmp-Snapshots", snaps);
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, "GET, HEAD");
	if (status == MHD_HTTP_SERVICE_UNAVAILABLE)
		MHD_add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, "1");
	ret = MHD_queue_response(c, status, r);
	MHD_destroy_response(r);
	return ret;
}

static enum MHD_Result
reply_text(struct MHD_Connection *c, unsigned status, const char *fmt, ...)
	ATTR_PRINTF(3, 4);

static enum MHD_Result
reply_text(struct MHD_Connection *c, unsigned status, const char *fmt, ...)
{
	va_list ap;
	char *s = NULL;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		return MHD_NO;
	return reply(c, status, text_plain, s, (size_t)n, NULL);
}

/* c's state, or NULL (only while it opens or closes) */
static struct http_conn *
conn_of(struct MHD_Connection *c)
{
	const union MHD_ConnectionInfo *ci =
		MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);

	return ci ? ci->socket_context : NULL;
}

static void
conn_set(struct serve_http *H, struct MHD_Connection *c, enum conn_state st)
{
	struct http_conn *hc = conn_of(c);

	if (!hc)
		return;
	pthread_mutex_lock(&H->mu);
	hc->state = st;
	hc->since_ns = mono_ns();
	pthread_mutex_unlock(&H->mu);
}

/* a copy of one published buffer, taken under the mutex (no I/O there) */
static char *
copy_published(struct serve_http *H, char *const *buf, const size_t *len, size_t *out)
{
	char *s;

	pthread_mutex_lock(&H->mu);
	*out = *len;
	s = xmalloc(*len + 1);
	memcpy(s, *buf ? *buf : "", *len);
	pthread_mutex_unlock(&H->mu);
	return s;
}

/* "seconds", 1 .. 86400, default 30 (Go's net/http/pprof's); 0 or -1 */
static int
arg_seconds(struct MHD_Connection *c, double *out)
{
	const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "seconds");

	*out = 30;
	if (!v)
		return 0;
	if (parse_double(v, out) < 0 || !(*out > 0) || *out > 86400)
		return -1;
	return 0;
}

static enum MHD_Result
queue_req(struct serve_http *H, struct MHD_Connection *c, void **con_cls,
	  enum http_req_kind kind)
{
	struct http_req *r, **p;
	const char *first = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "first");
	const char *last = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "last");
	unsigned long a = 0, b = 0;
	double secs;

	if (arg_seconds(c, &secs) < 0)
		return reply_text(c, MHD_HTTP_BAD_REQUEST,
				  "seconds must be a number of seconds above 0, at most 86400\n");
	if (kind == REQ_CAPTURE && (first || last) &&
	    (!first || !last || parse_ulong(first, &a) < 0 || parse_ulong(last, &b) < 0 ||
	     !a || b < a))
		return reply_text(c, MHD_HTTP_BAD_REQUEST,
				  "first and last must be snapshot numbers, first <= last\n");
	pthread_mutex_lock(&H->mu);
	if (H->stopping) {
		pthread_mutex_unlock(&H->mu);
		return reply_text(c, MHD_HTTP_SERVICE_UNAVAILABLE, "pmp serve is stopping\n");
	}
	if (H->npending >= HTTP_MAX_PENDING) {
		pthread_mutex_unlock(&H->mu);
		return reply_text(c, MHD_HTTP_SERVICE_UNAVAILABLE,
				  "busy: %d profile or capture requests are waiting\n",
				  HTTP_MAX_PENDING);
	}
	r = xcalloc(1, sizeof(*r));
	r->kind = kind;
	r->seconds = secs;
	r->by_seq = first && last;
	r->first = a;
	r->last = b;
	r->conn = c;
	for (p = &H->queue; *p; p = &(*p)->next)
		;
	*p = r;
	H->npending++;
	*con_cls = r;
	/* suspended before the sampling loop can see it: it resumes the
	 * connection once answered. Under the mutex, with stopping false:
	 * serve_http_stop() answers every request it then finds queued, and
	 * none is queued after it looked */
	MHD_suspend_connection(c);
	{
		struct http_conn *hc = conn_of(c);

		if (hc)
			hc->state = CONN_QUEUED;
	}
	pthread_mutex_unlock(&H->mu);
	if (write(H->wake[1], "", 1) < 0) {
		/* the pipe is full: the loop is awake already */
	}
	return MHD_YES;
}

/*
 * /trigger: POST with no body asks the sampling loop for an incident (a
 * flag and a byte on the wake pipe; the loop decides, under its caps).
 * Nothing in the request is read: a body is refused before it comes.
 */
static enum MHD_Result
on_trigger(struct serve_http *H, struct MHD_Connection *c, const char *method,
	   size_t *upload_size)
{
	const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
						     MHD_HTTP_HEADER_CONTENT_LENGTH);

	if (!H->incidents_on)
		return reply_text(c, MHD_HTTP_NOT_FOUND,
				  "no incidents: pmp serve runs without --incidents\n");
	if (strcmp(method, MHD_HTTP_METHOD_POST)) {
		static const char msg[] = "POST /trigger asks for an incident\n";
		struct MHD_Response *r = MHD_create_response_from_buffer(
			strlen(msg), (void *)msg, MHD_RESPMEM_PERSISTENT);
		enum MHD_Result ret;

		if (!r)
			return MHD_NO;
		MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, text_plain);
		MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, "POST");
		ret = MHD_queue_response(c, MHD_HTTP_METHOD_NOT_ALLOWED, r);
		MHD_destroy_response(r);
		return ret;
	}
	if (*upload_size || (cl && strcmp(cl, "0")) ||
	    MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_TRANSFER_ENCODING))
		return reply_text(c, MHD_HTTP_BAD_REQUEST, "POST /trigger takes no body\n");
	pthread_mutex_lock(&H->mu);
	H->trigger = true;
	pthread_mutex_unlock(&H->mu);
	if (write(H->wake[1], "", 1) < 0) {
		/* the pipe is full: the loop is awake already */
	}
	return reply_text(c, MHD_HTTP_ACCEPTED, "incident asked for: written after --after "
			  "seconds, when the cool-down and caps allow (/incidents)\n");
}

static enum MHD_Result
on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
	   const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
	struct serve_http *H = cls;
	struct http_req *r = *con_cls;
	struct http_conn *hc;
	char *s;
	size_t n;

	(void)upload;
	if (r) {	/* resumed: the sampling loop answered */
		if (!r->done)
			return MHD_YES;
		conn_set(H, c, CONN_ANSWER);
		s = r->body;
		r->body = NULL;
		return reply(c, r->status, r->ctype, s, r->len, r->snaps);
	}
	/* the answer's deadline from now on (the request's is met) */
	conn_set(H, c, CONN_ANSWER);
	/* RFC 9112, 3.2: a 1.1 request without Host is a 400 */
	if (!strcmp(version, MHD_HTTP_VERSION_1_1) &&
	    !MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST))
		return reply_text(c, MHD_HTTP_BAD_REQUEST,
				  "an HTTP/1.1 request needs a Host header\n");
	/* "/%00/metrics" would be "/" to strcmp() */
	if ((hc = conn_of(c)) && hc->nul)
		return reply_text(c, MHD_HTTP_BAD_REQUEST,
				  "a NUL byte (%%00) in the path or the query\n");
	if (!strcmp(url, "/trigger"))
		return on_trigger(H, c, method, upload_size);
	if (strcmp(method, MHD_HTTP_METHOD_GET) && strcmp(method, MHD_HTTP_METHOD_HEAD))
		return reply_text(c, MHD_HTTP_METHOD_NOT_ALLOWED,
				  "pmp serve answers GET and HEAD only (and POST /trigger)\n");
	/* a GET with a body: not ours to read (the first call comes with
	 * the headers only, so look at them) */
	{
		const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
				MHD_HTTP_HEADER_CONTENT_LENGTH);

		if (*upload_size || (cl && strcmp(cl, "0")) ||
		    MHD_lookup_connection_value(c, MHD_HEADER_KIND,
						MHD_HTTP_HEADER_TRANSFER_ENCODING))
			return reply_text(c, MHD_HTTP_BAD_REQUEST,
					  "a GET request has no body\n");
	}
	if (!strcmp(url, "/metrics")) {
		s = copy_published(H, &H->metrics, &H->metrics_len, &n);
		return reply(c, MHD_HTTP_OK, prom_text, s, n, NULL);
	}
	if (!strcmp(url, "/")) {
		s = copy_published(H, &H->index, &H->index_len, &n);
		return reply(c, MHD_HTTP_OK, "text/html; charset=utf-8", s, n, NULL);
	}
	if (!strcmp(url, "/incidents")) {
		if (!H->incidents_on)
			return reply_text(c, MHD_HTTP_NOT_FOUND, "no incidents: pmp serve "
					  "runs without --incidents\n");
		s = copy_published(H, &H->incidents, &H->incidents_len, &n);
		return reply(c, MHD_HTTP_OK, text_plain, s, n, NULL);
	}
	if (!strcmp(url, "/debug/pprof/profile"))
		return queue_req(H, c, con_cls, REQ_PPROF);
	if (!strcmp(url, "/debug/pmp/capture"))
		return queue_req(H, c, con_cls, REQ_CAPTURE);
	return reply_text(c, MHD_HTTP_NOT_FOUND,
			  "not found: / lists the endpoints (/metrics, "
			  "/debug/pprof/profile, /debug/pmp/capture, /incidents)\n");
}

static void
on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
	     enum MHD_RequestTerminationCode toe)
{
	struct serve_http *H = cls;
	struct http_req *r = *con_cls;
	struct http_conn *hc = conn_of(c);

	(void)toe;
	/* the next request's deadline starts now */
	pthread_mutex_lock(&H->mu);
	if (hc) {
		hc->state = CONN_REQUEST;
		hc->since_ns = mono_ns();
		hc->nul = false;
	}
	if (r)
		H->npending--;
	pthread_mutex_unlock(&H->mu);
	if (!r)
		return;
	free(r->body);
	free(r);
	*con_cls = NULL;
}

/* a connection opens or closes: the reaper's list */
static void
on_connection(void *cls, struct MHD_Connection *c, void **socket_context,
	      enum MHD_ConnectionNotificationCode toe)
{
	struct serve_http *H = cls;
	struct http_conn *hc = *socket_context;

	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *ci =
			MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);

		hc = xcalloc(1, sizeof(*hc));
		hc->fd = ci ? ci->connect_fd : -1;
		hc->state = CONN_REQUEST;
		hc->since_ns = mono_ns();
		pthread_mutex_lock(&H->mu);
		hc->next = H->conns;
		if (H->conns)
			H->conns->prev = hc;
		H->conns = hc;
		H->nconns++;
		pthread_mutex_unlock(&H->mu);
		*socket_context = hc;
		return;
	}
	if (!hc)
		return;
	/* before libmicrohttpd closes the socket: the reaper, which shuts
	 * sockets down under the mutex, never touches a closed one */
	pthread_mutex_lock(&H->mu);
	if (hc->prev)
		hc->prev->next = hc->next;
	else
		H->conns = hc->next;
	if (hc->next)
		hc->next->prev = hc->prev;
	H->nconns--;
	pthread_mutex_unlock(&H->mu);
	free(hc);
	*socket_context = NULL;
}

/* the path and query, unescaped as libmicrohttpd does; a %00 is noted
 * (the handler answers 400): the C strings would end there */
static size_t
unescape(void *cls, struct MHD_Connection *c, char *s)
{
	size_t n = MHD_http_unescape(s);
	struct http_conn *hc;

	(void)cls;
	if (memchr(s, '\0', n) && (hc = conn_of(c)))
		hc->nul = true;
	return n;
}

/*
 * The reaper: every HTTP_REAP_MS, the connections past their deadline
 * (serve_http.h) are shut down, and libmicrohttpd closes them as the
 * client had. Under the mutex: on_connection() removes a connection
 * before its socket is closed, so the fd is still that connection's.
 */
static void
reap(struct serve_http *H, uint64_t now)
{
	/* fewer than an eighth of the slots free: slow senders make room */
	size_t spare = H->max_conns / 8 ? H->max_conns / 8 : 1;
	bool busy = H->nconns + spare > H->max_conns;

	for (struct http_conn *hc = H->conns; hc; hc = hc->next) {
		uint64_t age = now - hc->since_ns;
		bool late;

		if (hc->closing || hc->fd < 0)
			continue;
		if (hc->state == CONN_REQUEST)
			late = age >= (uint64_t)(busy ? HTTP_BUSY_SECS : HTTP_REQUEST_SECS) *
				      1000000000u;
		else
			late = hc->state == CONN_ANSWER &&
			       age >= (uint64_t)HTTP_ANSWER_SECS * 1000000000u;
		if (late) {
			shutdown(hc->fd, SHUT_RDWR);
			hc->closing = true;
		}
	}
}

static void *
reaper(void *arg)
{
	struct serve_http *H = arg;
	struct timespec ts;

	pthread_mutex_lock(&H->mu);
	while (!H->reaper_stop) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		ts.tv_nsec += HTTP_REAP_MS * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&H->reaper_cv, &H->mu, &ts);
		reap(H, mono_ns());
	}
	pthread_mutex_unlock(&H->mu);
	return NULL;
}

/* room for max_conn sockets besides pmp's own files */
static void
raise_nofile(unsigned max_conn)
{
	struct rlimit rl;
	rlim_t want = (rlim_t)max_conn + 128;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur >= want)
		return;
	rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= want ? want : rl.rlim_max;
	if (setrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < want)
		warning_msg("the open file limit (%llu) leaves room for fewer than %u "
			    "connections", (unsigned long long)rl.rlim_cur, max_conn);
}

int
serve_http_start(struct serve_http *H, const char *addr, unsigned max_conn, bool incidents)
{
	struct sockaddr_storage ss;
	bool v6, loopback;
	sigset_t block, old;
	unsigned flags = MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME;
	const union MHD_DaemonInfo *info;

	pthread_condattr_t ca;

	memset(H, 0, sizeof(*H));
	H->wake[0] = H->wake[1] = -1;
	H->max_conns = max_conn;
	H->incidents_on = incidents;
	pthread_mutex_init(&H->mu, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&H->reaper_cv, &ca);
	pthread_condattr_destroy(&ca);
	if (serve_http_parse_addr(addr, &ss, &v6, &loopback) < 0)
		return error_msg("cannot listen on '%s': give an address and a port, "
				 "as 127.0.0.1:9756 or [::1]:9756", addr);
	if (pipe2(H->wake, O_NONBLOCK | O_CLOEXEC) < 0)
		return error_msg("pipe: %s", strerror(errno));
	raise_nofile(max_conn);
	if (v6)
		flags |= MHD_USE_IPv6;
	/*
	 * The server's thread inherits this mask: every signal goes to the
	 * sampling loop. SIGINT and SIGTERM stop it between snapshots;
	 * SIGCHLD above all: the sampler's handler detaches a thread that
	 * stopped late, and only the tracing thread can (a wait taken by
	 * this thread would leave that thread stopped until pmp exits).
	 */
	sigfillset(&block);
	pthread_sigmask(SIG_BLOCK, &block, &old);
	H->d = MHD_start_daemon(flags, 0, NULL, NULL, on_request, H,
				MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
				MHD_OPTION_CONNECTION_LIMIT, (unsigned)max_conn,
				MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)HTTP_CONN_MEMORY,
				MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)HTTP_TIMEOUT,
				MHD_OPTION_NOTIFY_COMPLETED, on_completed, H,
				MHD_OPTION_NOTIFY_CONNECTION, on_connection, H,
				MHD_OPTION_UNESCAPE_CALLBACK, unescape, H,
				MHD_OPTION_END);
	/* the reaper too has every signal blocked */
	if (H->d && pthread_create(&H->reaper, NULL, reaper, H) == 0)
		H->reaper_started = true;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (H->d && !H->reaper_started)
		warning_msg("cannot start the HTTP reaper thread: a slow client keeps "
			    "its connection until it is idle for %d s", HTTP_TIMEOUT);
	if (!H->d)
		return error_msg("cannot listen on '%s': %s", addr,
				 errno ? strerror(errno) : "libmicrohttpd refused it");
	info = MHD_get_daemon_info(H->d, MHD_DAEMON_INFO_BIND_PORT);
	H->port = info ? info->port : 0;
	if (!loopback)
		warning_msg("listening on %s, not only on this host: anyone who can reach "
			    "it reads the target's stacks and thread names", addr);
	return 0;
}

static void
swap_copy(char **dst, size_t *dlen, const char *src, size_t len)
{
	char *n = xmalloc(len + 1);

	memcpy(n, src, len);
	n[len] = '\0';
	free(*dst);
	*dst = n;
	*dlen = len;
}

void
serve_http_publish(struct serve_http *H, const char *metrics, size_t mlen,
		   const char *index, size_t ilen)
{
	char *m = NULL, *i = NULL;
	size_t a = 0, b = 0;

	/* copy outside the lock, swap pointers inside */
	swap_copy(&m, &a, metrics, mlen);
	swap_copy(&i, &b, index, ilen);
	pthread_mutex_lock(&H->mu);
	{
		char *om = H->metrics, *oi = H->index;

		H->metrics = m;
		H->metrics_len = a;
		H->index = i;
		H->index_len = b;
		m = om;
		i = oi;
	}
	pthread_mutex_unlock(&H->mu);
	free(m);
	free(i);
}

void
serve_http_publish_incidents(struct serve_http *H, const char *text, size_t len)
{
	char *t = NULL, *old;
	size_t a = 0;

	swap_copy(&t, &a, text, len);
	pthread_mutex_lock(&H->mu);
	old = H->incidents;
	H->incidents = t;
	H->incidents_len = a;
	pthread_mutex_unlock(&H->mu);
	free(old);
}

bool
serve_http_take_trigger(struct serve_http *H)
{
	bool t;

	pthread_mutex_lock(&H->mu);
	t = H->trigger;
	H->trigger = false;
	pthread_mutex_unlock(&H->mu);
	return t;
}

struct http_req *
serve_http_take(struct serve_http *H)
{
	struct http_req *r;

	pthread_mutex_lock(&H->mu);
	r = H->queue;
	if (r)
		H->queue = r->next;
	pthread_mutex_unlock(&H->mu);
	if (r)
		r->next = NULL;
	return r;
}

void
serve_http_answer(struct serve_http *H, struct http_req *r, unsigned status,
		  const char *ctype, char *body, size_t len)
{
	(void)H;
	r->status = status;
	r->ctype = ctype;
	r->body = body;
	r->len = len;
	r->done = true;
	r->next = NULL;
	/* from here on r is libmicrohttpd's (on_request, on_completed) */
	MHD_resume_connection(r->conn);
}

int
serve_http_wake_fd(const struct serve_http *H)
{
	return H->wake[0];
}

void
serve_http_drain(struct serve_http *H)
{
	char buf[256];

	while (read(H->wake[0], buf, sizeof(buf)) > 0)
		;
}

void
serve_http_stop(struct serve_http *H)
{
	struct http_req *r;

	if (H->reaper_started) {
		pthread_mutex_lock(&H->mu);
		H->reaper_stop = true;
		pthread_cond_signal(&H->reaper_cv);
		pthread_mutex_unlock(&H->mu);
		pthread_join(H->reaper, NULL);
		H->reaper_started = false;
	}
	if (H->d) {
		/* from here on, a request for the loop gets 503 at once */
		pthread_mutex_lock(&H->mu);
		H->stopping = true;
		pthread_mutex_unlock(&H->mu);
		while ((r = serve_http_take(H)))
			serve_http_answer(H, r, MHD_HTTP_SERVICE_UNAVAILABLE, text_plain,
					  xstrdup("pmp serve is stopping\n"), 22);
		MHD_stop_daemon(H->d);
		H->d = NULL;
	}
	free(H->metrics);
	free(H->index);
	free(H->incidents);
	H->metrics = H->index = NULL;
	if (H->wake[0] >= 0) {
		close(H->wake[0]);
		close(H->wake[1]);
	}
	pthread_cond_destroy(&H->reaper_cv);
	pthread_mutex_destroy(&H->mu);
}
