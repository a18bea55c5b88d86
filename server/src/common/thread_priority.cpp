#include "common/thread_priority.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace rifa {

void idle_thread_priority() {
  ::setpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)), 19);  // Linux's nice is per thread
  const sched_param param{};                                                  // SCHED_IDLE takes priority 0
  ::pthread_setschedparam(::pthread_self(), SCHED_IDLE, &param);
}

}  // namespace rifa
