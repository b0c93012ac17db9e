package io.tamis.runner.evidence;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Which frames belong to the solver: not the sanitizer's runtime, the C library's abort path, the C++
 * runtime's terminate path, nor the process's start. Those are the same in every crash and would make
 * all of them one.
 */
final class OwnFrames {
  private static final Pattern RUNTIME_FUNCTION = Pattern.compile(
      "^(?:__asan|__ubsan|__sanitizer|__interceptor|__interception|___interceptor|__lsan|__libc_|__GI_"
          + "|__pthread_kill|pthread_kill|__restore_rt|raise$|abort$|__assert_fail|__assert_fail_base|_start$"
          + "|__cxa_|__cxxabiv1|__gnu_cxx::__verbose_terminate_handler|std::terminate|std::__terminate"
          + "|__clang_call_terminate|_Unwind_|__sigaction|gsignal$|invoke_exit_action|notify_assertion_violation"
          + "|cvc5::internal::FatalStream|operator new|operator delete|malloc$|free$|calloc$|realloc$)");
  /**
   * The C and C++ runtimes and the sanitizers' by their library's name or their sources (glibc's frames
   * name {@code ./nptl/...}), and the standard headers whose code is inlined into every caller.
   */
  private static final Pattern RUNTIME_FILE = Pattern.compile(
      "(?:^|/)(?:libc\\.so|libm\\.so|libasan|libubsan|libclang_rt|libstdc\\+\\+|libc\\+\\+|libgcc_s|ld-linux)"
          + "|/compiler-rt/|/libsanitizer/|^\\.{1,2}/(?:nptl|stdlib|signal|assert|csu)/|/sysdeps/"
          + "|^/usr/include/|/include/c\\+\\+/");

  private OwnFrames() {}

  static List<Frame> of(List<Frame> frames) {
    return frames.stream().filter(OwnFrames::own).limit(Stack.FRAMES).toList();
  }

  static boolean own(Frame f) {
    if (f.function() != null && RUNTIME_FUNCTION.matcher(FunctionNames.bare(f.function())).find()) {
      return false;
    }
    return f.file() == null || !RUNTIME_FILE.matcher(f.file()).find();
  }
}
