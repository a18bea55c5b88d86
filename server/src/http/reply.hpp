#pragma once

#include <exception>
#include <functional>
#include <memory>

#include "http/message.hpp"

namespace rifa::http {

// The answer to a request whose handler finishes later, possibly on another thread (a purchase is
// answered from SQLite's group writer once its group's COMMIT is durable, without waking a worker again).
// Copies share one answer: the first send() or fail() is delivered, later ones are ignored, and
// when the last copy goes away unanswered the client gets a 500 (a bug, logged), never silence.
class Reply {
 public:
  // `deliver` hands the response to the connection; called once, on whichever thread answers.
  Reply(unsigned version, std::function<void(Response)> deliver);

  void send(Response res) const;
  // What the handler's work threw, answered as every handler's exception is (error_response_for).
  void fail(std::exception_ptr error) const;
  unsigned version() const;

 private:
  struct State;
  std::shared_ptr<State> state_;
};

}  // namespace rifa::http
