#include "common/thread_priority.hpp"

#include <gtest/gtest.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

namespace {

int calling_thread_nice() {
  errno = 0;
  return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
}

TEST(ThreadPriority, AJobRunsAtTheLowestPriorityAndTheCallerKeepsItsOwn) {
  const int before = calling_thread_nice();
  const int policy_before = ::sched_getscheduler(0);
  const auto [nice, policy] = rifa::at_lowest_priority([] {
    return std::pair{calling_thread_nice(), ::sched_getscheduler(0)};
  });
  EXPECT_EQ(nice, 19);
  EXPECT_EQ(policy, SCHED_IDLE);
  EXPECT_EQ(calling_thread_nice(), before);
  EXPECT_EQ(::sched_getscheduler(0), policy_before);
}

TEST(ThreadPriority, TheJobsResultComesBack) {
  const std::string text = rifa::at_lowest_priority([] { return std::string(3, 'x'); });
  EXPECT_EQ(text, "xxx");
}

TEST(ThreadPriority, WhatTheJobThrowsIsRethrownToTheCaller) {
  EXPECT_THROW(rifa::at_lowest_priority([]() -> int { throw std::invalid_argument("no"); }), std::invalid_argument);
}

TEST(ThreadPriority, AnIdleThreadRunsUnderSchedIdleAtNice19) {
  int policy = -1;
  int nice = 0;
  std::thread([&] {
    rifa::idle_thread_priority();
    policy = ::sched_getscheduler(0);
    nice = calling_thread_nice();
  }).join();
  EXPECT_EQ(policy, SCHED_IDLE);
  EXPECT_EQ(nice, 19);
}

}  // namespace
