#pragma once

#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "db/database.hpp"
#include "events/event.hpp"

namespace rifa::events {

// What one transaction changed: its events, and the work to do once it has committed (waking the
// mailer…). Made afresh for every attempt of a retried transaction.
class Batch {
 public:
  void add(Event event) { events_.push_back(std::move(event)); }
  void after_commit(std::function<void()> work) { after_commit_.push_back(std::move(work)); }
  const std::vector<Event>& events() const { return events_; }

 private:
  friend class Bus;
  std::vector<Event> events_;
  std::vector<std::function<void()>> after_commit_;
};

// The one way a change reaches realtime subscribers, on one instance or many:
// - stage(): inside the changing transaction. On PostgreSQL it also queues a NOTIFY on the
//   channel `rifa_events`, sent right behind the COMMIT in its round trip and run only if the
//   COMMIT succeeded (never on rollback), to every instance's LISTEN connection, this one included.
//   (Not inside the transaction: there it would hold PostgreSQL's one notification-queue lock
//   through the commit's fsync and commit every notifying transaction one at a time.)
// - After commit, Bus::transaction() runs the batch's after-commit work and, on SQLite (one
//   instance), hands each event to the local sink. On PostgreSQL the listener calls deliver().
// Delivery never blocks or fails the request that caused it: the sink only queues.
class Bus {
 public:
  using Sink = std::function<void(const Event&)>;

  explicit Bus(db::Dialect dialect) : dialect_(dialect) {}

  // The realtime hub (set once at start; events before that are dropped).
  void set_sink(Sink sink);
  // Hands an event to the local subscribers (the PostgreSQL listener calls it for every NOTIFY).
  void deliver(const Event& event) const;

  void stage(db::Connection& conn, Batch& batch, Event event) const;

  // Runs `work(conn, batch)` in db.transaction(); after commit, publishes the batch of the attempt
  // that committed. Returns what `work` returns.
  template <typename F>
  auto transaction(db::Database& db, F&& work, db::TransactionOptions options = {}) const
      -> decltype(work(std::declval<db::Connection&>(), std::declval<Batch&>()));

  // The same through db.transaction_then(): `done(nullptr, result)` once committed and published,
  // or `done(error, R{})`; on SQLite on the writer's syncer thread, once its group's COMMIT is durable.
  template <typename R, typename F>
  void transaction_then(db::Database& db, F work, std::function<void(std::exception_ptr, R)> done,
                        db::TransactionOptions options = {}) const;

  db::Dialect dialect() const { return dialect_; }

 private:
  void published(Batch& batch) const;

  db::Dialect dialect_;
  mutable std::mutex mutex_;
  Sink sink_;
};

template <typename F>
auto Bus::transaction(db::Database& db, F&& work, db::TransactionOptions options) const
    -> decltype(work(std::declval<db::Connection&>(), std::declval<Batch&>())) {
  Batch batch;
  if constexpr (std::is_void_v<decltype(work(std::declval<db::Connection&>(), batch))>) {
    db.transaction(
        [&](db::Connection& conn) {
          batch = Batch{};
          work(conn, batch);
        },
        options);
    published(batch);
  } else {
    auto result = db.transaction(
        [&](db::Connection& conn) {
          batch = Batch{};
          return work(conn, batch);
        },
        options);
    published(batch);
    return result;
  }
}

template <typename R, typename F>
void Bus::transaction_then(db::Database& db, F work, std::function<void(std::exception_ptr, R)> done,
                           db::TransactionOptions options) const {
  struct State {
    F work;
    std::function<void(std::exception_ptr, R)> done;
    Batch batch;
    R result{};
  };
  auto state = std::make_shared<State>(State{std::move(work), std::move(done), {}, {}});
  db.transaction_then(
      [state](db::Connection& conn) {
        state->batch = Batch{};
        state->result = state->work(conn, state->batch);
      },
      [this, state](std::exception_ptr error) {
        if (!error) published(state->batch);
        state->done(error, error ? R{} : std::move(state->result));
      },
      options);
}

}  // namespace rifa::events
