/*
 * z3 as its command-line program, over a release's libz3.so (Maven tools.aqua:z3-turnkey).
 * Reads SMT-LIB from a file argument or stdin and evaluates each batch of complete top-level
 * commands as soon as it has arrived, so warm sessions with (echo ...) markers and (reset) work.
 * Arguments and exit codes as z3's own: key=value parameters (110 when one is bad), -T:N, -t:N,
 * -in, -smt2, -version (109 for an unknown option). A crash inside libz3 is this process's crash.
 * Only the handful of C API functions below are used; they are declared here, not included.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct Z3_config_s *Z3_config;
typedef struct Z3_context_s *Z3_context;
typedef void Z3_error_handler(Z3_context, int);
extern Z3_config Z3_mk_config(void);
extern Z3_context Z3_mk_context(Z3_config);
extern const char *Z3_eval_smtlib2_string(Z3_context, const char *);
extern void Z3_global_param_set(const char *, const char *);
extern void Z3_get_version(unsigned *, unsigned *, unsigned *, unsigned *);
extern int Z3_get_error_code(Z3_context);
extern void Z3_set_error_handler(Z3_context, Z3_error_handler *);

static void quiet_errors(Z3_context c, int e) { (void)c; (void)e; }

static void on_alarm(int sig) {
  (void)sig;
  static const char msg[] = "timeout\n";
  if (write(1, msg, sizeof msg - 1) < 0) _exit(0);
  _exit(0);
}

/* Text read but not yet evaluated; [0, done) holds complete commands. */
static char *text;
static size_t len, cap, scan, done, command;
static int depth, exiting;
/* 0 code, 1 string, 2 quoted symbol, 3 comment, 4 after a quote inside a string (maybe "") */
static int mode;
static int failed;

static void append(const char *buf, size_t n) {
  if (len + n + 1 > cap) {
    cap = (len + n + 1) * 2;
    text = realloc(text, cap);
    if (!text) { fputs("out of memory\n", stderr); exit(1); }
  }
  memcpy(text + len, buf, n);
  len += n;
  text[len] = 0;
}

static int is_exit(const char *s, size_t n) {
  size_t i = 1;
  while (i < n && strchr(" \t\r\n", s[i])) i++;
  return n - i >= 5 && strncmp(s + i, "exit", 4) == 0 && strchr(" \t\r\n)", s[i + 4]);
}

/* Moves `done` past the last complete top-level command, or to the start of an (exit). */
static void split(void) {
  for (; scan < len && !exiting; scan++) {
    char c = text[scan];
    if (mode == 4) { mode = c == '"' ? 1 : 0; if (mode == 1) continue; }
    if (mode == 1) { if (c == '"') mode = 4; continue; }
    if (mode == 2) { if (c == '|') mode = 0; continue; }
    if (mode == 3) { if (c == '\n') mode = 0; continue; }
    if (c == '"') mode = 1;
    else if (c == '|') mode = 2;
    else if (c == ';') mode = 3;
    else if (c == '(') { if (depth++ == 0) command = scan; }
    else if (c == ')' && --depth <= 0) {
      depth = 0;
      if (is_exit(text + command, scan + 1 - command)) { exiting = 1; done = command; }
      else done = scan + 1;
    }
  }
}

/* With TAMIS_SHIM_TIMES set, the time spent inside z3 is reported at exit (see solvers/README.md). */
static long long solver_ns;

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void report_times(void) { fprintf(stderr, ";; tamis-shim solver-us %lld\n", solver_ns / 1000); }

static void evaluate(Z3_context ctx, const char *s) {
  long long t0 = now_ns();
  const char *out = Z3_eval_smtlib2_string(ctx, s);
  solver_ns += now_ns() - t0;
  if (out && *out) fputs(out, stdout);
  fflush(stdout);
  if (Z3_get_error_code(ctx) != 0) failed = 1;
}

/* Evaluates the complete commands in [0, done) and keeps the rest; ends the process at (exit). */
static void run_complete(Z3_context ctx) {
  char keep = text[done];
  text[done] = 0;
  evaluate(ctx, text);
  if (exiting) exit(failed);
  text[done] = keep;
  memmove(text, text + done, len - done + 1);
  len -= done; scan -= done; command -= done < command ? done : command; done = 0;
}

/* Sets the parameters, turning libz3's warning about a bad one into z3's command-line error. */
static void set_params(char **params, int n) {
  int fds[2], saved = dup(2);
  if (n == 0 || pipe(fds) != 0) { for (int i = 0; i < n; i++) { char *eq = strchr(params[i], '='); *eq = 0; Z3_global_param_set(params[i], eq + 1); } return; }
  fflush(stderr);
  dup2(fds[1], 2);
  for (int i = 0; i < n; i++) { char *eq = strchr(params[i], '='); *eq = 0; Z3_global_param_set(params[i], eq + 1); }
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  close(fds[1]);
  char buf[65536];
  ssize_t got = read(fds[0], buf, sizeof buf - 1);
  close(fds[0]);
  if (got <= 0) return;
  buf[got] = 0;
  int bad = strstr(buf, "unknown parameter") || strstr(buf, "Expected values for parameter");
  if (bad && strncmp(buf, "WARNING:", 8) == 0) { fputs("ERROR:", stderr); fputs(buf + 8, stderr); exit(110); }
  fputs(buf, stderr);
}

int main(int argc, char **argv) {
  char **params = calloc(argc, sizeof *params);
  const char *file = NULL;
  int nparams = 0, version = 0;
  unsigned hard = 0;
  static char tbuf[64], vbuf[64];
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-in") || !strcmp(a, "--in") || !strcmp(a, "-smt2") || !strcmp(a, "--smt2")) continue;
    if (!strcmp(a, "-version") || !strcmp(a, "--version")) { version = 1; continue; }
    if (!strncmp(a, "-T:", 3)) { hard = (unsigned)atoi(a + 3); continue; }
    if (!strncmp(a, "-t:", 3)) { snprintf(tbuf, sizeof tbuf, "timeout=%s", a + 3); params[nparams++] = tbuf; continue; }
    if (!strncmp(a, "-v:", 3)) { snprintf(vbuf, sizeof vbuf, "verbose=%s", a + 3); params[nparams++] = vbuf; continue; }
    if (a[0] != '-' && strchr(a, '=') && a[0] != '=') { params[nparams++] = argv[i]; continue; }
    if (a[0] == '-') { printf("Error: invalid command line option: %s\nFor usage information: z3 -h\n", a); return 109; }
    file = a;
  }
  if (version) {
    unsigned ma, mi, b, r;
    Z3_get_version(&ma, &mi, &b, &r);
    printf(r ? "Z3 version %u.%u.%u.%u - 64 bit\n" : "Z3 version %u.%u.%u - 64 bit\n", ma, mi, b, r);
    return 0;
  }
  if (getenv("TAMIS_SHIM_TIMES")) atexit(report_times);
  set_params(params, nparams);
  Z3_context ctx = Z3_mk_context(Z3_mk_config());
  Z3_set_error_handler(ctx, quiet_errors);
  if (hard > 0) { signal(SIGALRM, on_alarm); alarm(hard); }
  FILE *in = stdin;
  if (file && !(in = fopen(file, "rb"))) { printf("(error \"can't open file %s\")\n", file); return 1; }
  char buf[65536];
  int fd = fileno(in);
  ssize_t n;
  while ((n = read(fd, buf, sizeof buf)) > 0) {
    append(buf, (size_t)n);
    split();
    if (done > 0 || exiting) run_complete(ctx);
  }
  if (len > 0) {
    size_t i = 0;
    while (i < len && (text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r')) i++;
    if (i < len) evaluate(ctx, text);
  }
  return failed;
}
