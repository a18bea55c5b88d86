#pragma once

// DbTest with the events bus, the mailer (outbox only) and the notifier a domain change stages its
// events and notifications through; delivered() holds what the bus handed to local subscribers
// after commit (SQLite; PostgreSQL delivers through LISTEN instead).

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "auth/mailer.hpp"
#include "db_fixture.hpp"
#include "events/bus.hpp"
#include "features/notifications/notifier.hpp"

namespace rifa::db::testing {

class NotifierTest : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    bus_ = std::make_unique<events::Bus>(dialect());
    bus_->set_sink([this](const events::Event& event) {
      std::lock_guard lock(mutex_);
      delivered_.push_back(event);
    });
    mailer_ = std::make_unique<auth::Mailer>(db(), "", "Rifa <no-reply@rifa.test>");
    notifier_ = std::make_unique<features::notifications::Notifier>(*bus_, *mailer_, "https://rifa.test");
  }
  void TearDown() override {
    notifier_.reset();
    mailer_.reset();
    bus_.reset();
    DbTest::TearDown();
  }

  std::vector<events::Event> delivered() {
    std::lock_guard lock(mutex_);
    return delivered_;
  }
  std::int64_t notifications_of(const std::string& user_id, const std::string& type) {
    return count("notifications", "user_id = ? AND type = ?", {user_id, type});
  }

  std::unique_ptr<events::Bus> bus_;
  std::unique_ptr<auth::Mailer> mailer_;
  std::unique_ptr<features::notifications::Notifier> notifier_;

 private:
  std::mutex mutex_;
  std::vector<events::Event> delivered_;
};

}  // namespace rifa::db::testing
