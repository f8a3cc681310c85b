/* SPDX-License-Identifier: MIT */
/*
 * targets.h - the "parked" test target: threads parked in states that do
 * not change, each reached through a known call chain (strace's
 * stack-fcall idea: one noinline function per file, built -O2 -g).
 *
 *   thread     chain (root first, below start_thread)
 *   t_mutex    mutex_thread mutex_a mutex_b       pthread_mutex_lock
 *   t_cond     cond_thread  cond_a  cond_b [cond_inl, inlined] pthread_cond_wait
 *   t_sleep    sleep_thread sleep_a sleep_b       nanosleep
 *   t_busy     busy_thread  busy_a  busy_b        (spins)
 *   t_deep     deep_thread  recurse x DEEP_DEPTH  deep_leaf  pause
 *   t_signal   sig_thread   sig_spin  <signal>  sig_handler sig_leaf pause
 *   main       main park_main pause
 *
 * AFTER_CALL() after each call keeps gcc from turning it into a tail
 * call, which would drop the caller's frame.
 */
#ifndef TARGETS_H
#define TARGETS_H

#include <pthread.h>

#define NOINLINE __attribute__((noinline))
#define AFTER_CALL() __asm__ volatile("" ::: "memory")
#define DEEP_DEPTH 40

extern pthread_mutex_t held_mutex;
extern pthread_mutex_t cond_mutex;
extern pthread_cond_t never_cond;
extern volatile int sig_delivered, sig_spinning;
extern volatile unsigned long busy_counter;
void ready(void);

void *mutex_thread(void *);
void mutex_a(void);
void mutex_b(void);
void *cond_thread(void *);
void cond_a(void);
void cond_b(void);
void *sleep_thread(void *);
void sleep_a(void);
void sleep_b(void);
void *busy_thread(void *);
void busy_a(void);
void busy_b(void);
void *deep_thread(void *);
int recurse(int n);
void deep_leaf(void);
void *sig_thread(void *);
void sig_spin(void);
void sig_handler(int sig);
void sig_leaf(void);
void park_main(void);
void *churn_thread(void *);

#endif
