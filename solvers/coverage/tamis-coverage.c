/*
 * tamis's edge-coverage runtime, linked into a solver built as SOLVER@REF+coverage.
 *
 * The compiler (clang's -fsanitize-coverage=trace-pc-guard) gives every edge of the control-flow graph a
 * 32-bit guard and calls __sanitizer_cov_trace_pc_guard on each edge taken. Here each guard gets a fixed
 * index (the same in every run of the same program) and each edge taken bumps one byte of a map that
 * tamis shares with the solver: the file TAMIS_COVERAGE_MAP names, mapped MAP_SHARED. tamis reads and
 * zeroes the map after each test, as AFL does, so a long-lived process serves many tests.
 *
 * The file: a 64-byte header ("TAMISCOV", then the number of indices used, guards + 1, as a native
 * uint32), then one byte per index. Index 0 is never used: a guard of 0 means "not counted", which is
 * every guard when the variable is unset, so an ordinary run pays one load and one branch per edge.
 * More guards than the file holds share indices (modulo): counted, never out of bounds.
 *
 * Every shared library and the program may carry a copy of this file; the program is linked with
 * -rdynamic, so its copy serves them all and the indices of all modules are consecutive.
 *
 * With TAMIS_COVERAGE_PCS naming a file, each module's table of guard addresses (-fsanitize-coverage=pc-table)
 * is written there as lines "INDEX MODULE OFFSET": what tamis symbolizes once per build to know which source
 * lines and functions each edge belongs to (the code a commit changed).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

enum { HEADER = 64 };

static uint8_t *counters;
static uint32_t capacity;
static uint32_t next_index = 1;
static int tried;
static uint32_t module_first; /* the first index of the module numbered last: its pc table comes next */

static void open_map(void) {
  tried = 1;
  const char *path = getenv("TAMIS_COVERAGE_MAP");
  if (path == NULL || *path == '\0') {
    return;
  }
  int fd = open(path, O_RDWR);
  if (fd < 0) {
    return;
  }
  struct stat st;
  if (fstat(fd, &st) != 0 || st.st_size <= HEADER + 1 || st.st_size > HEADER + (off_t)UINT32_MAX) {
    close(fd);
    return;
  }
  void *base = mmap(NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  close(fd);
  if (base == MAP_FAILED) {
    return;
  }
  memcpy(base, "TAMISCOV", 8);
  counters = (uint8_t *)base + HEADER;
  capacity = (uint32_t)(st.st_size - HEADER);
}

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
  if (start == stop || *start != 0) {
    return; /* no guards, or this module was numbered already */
  }
  if (!tried) {
    open_map();
  }
  module_first = next_index;
  for (uint32_t *g = start; g < stop; g++) {
    *g = counters == NULL ? 0 : 1 + (next_index++ - 1) % (capacity - 1);
  }
  if (counters != NULL) {
    uint32_t used = next_index < capacity ? next_index : capacity;
    memcpy(counters - HEADER + 8, &used, sizeof used);
  }
}

/* The pc table of the module whose guards were numbered last: one (address, flags) pair per guard, in order. */
void __sanitizer_cov_pcs_init(const uintptr_t *begin, const uintptr_t *end) {
  const char *path = getenv("TAMIS_COVERAGE_PCS");
  if (path == NULL || *path == '\0' || counters == NULL) {
    return;
  }
  FILE *out = fopen(path, "a");
  if (out == NULL) {
    return;
  }
  /* A static program has no dynamic symbol table to ask: its addresses are its own, from address 0. */
  char self[4096];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  self[n > 0 ? n : 0] = '\0';
  uint32_t index = module_first;
  for (const uintptr_t *p = begin; p < end; p += 2, index++) {
    Dl_info info;
    if (dladdr((void *)p[0], &info) != 0 && info.dli_fname != NULL && info.dli_fbase != NULL) {
      fprintf(out, "%u %s %lx\n", index, info.dli_fname, (unsigned long)(p[0] - (uintptr_t)info.dli_fbase));
    } else {
      fprintf(out, "%u %s %lx\n", index, self, (unsigned long)p[0]);
    }
  }
  fclose(out);
}

void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
  uint32_t i = *guard;
  if (i != 0) {
    uint8_t v = counters[i];
    counters[i] = v + (v != 255); /* saturates: a hot loop never reads as "not taken" */
  }
}
