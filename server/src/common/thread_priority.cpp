#include "common/thread_priority.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace rifa {

void lowest_thread_priority() { ::setpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)), 19); }

void idle_thread_priority() {
  lowest_thread_priority();  // what stays should SCHED_IDLE be refused
  const sched_param param{};  // SCHED_IDLE takes priority 0
  ::pthread_setschedparam(::pthread_self(), SCHED_IDLE, &param);
}

}  // namespace rifa
