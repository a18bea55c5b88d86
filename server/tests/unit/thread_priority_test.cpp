#include "common/thread_priority.hpp"

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>
#include <string>

namespace {

int calling_thread_nice() {
  errno = 0;
  return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
}

TEST(ThreadPriority, AJobRunsAtTheLowestPriorityAndTheCallerKeepsItsOwn) {
  const int before = calling_thread_nice();
  const int inside = rifa::at_lowest_priority([] { return calling_thread_nice(); });
  EXPECT_EQ(inside, 19);
  EXPECT_EQ(calling_thread_nice(), before);
}

TEST(ThreadPriority, TheJobsResultComesBack) {
  const std::string text = rifa::at_lowest_priority([] { return std::string(3, 'x'); });
  EXPECT_EQ(text, "xxx");
}

TEST(ThreadPriority, WhatTheJobThrowsIsRethrownToTheCaller) {
  EXPECT_THROW(rifa::at_lowest_priority([]() -> int { throw std::invalid_argument("no"); }), std::invalid_argument);
}

}  // namespace
