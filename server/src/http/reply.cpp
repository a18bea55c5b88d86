#include "http/reply.hpp"

#include <atomic>
#include <stdexcept>

#include "http/error_response.hpp"

namespace rifa::http {

struct Reply::State {
  unsigned version;
  std::function<void(Response)> deliver;
  std::atomic<bool> answered{false};

  void answer(Response res) {
    if (answered.exchange(true)) return;
    res.version(version);
    deliver(std::move(res));
  }
  ~State() {
    if (!answered) {
      answer(error_response_for(std::make_exception_ptr(std::logic_error("a handler left its request unanswered")),
                                version));
    }
  }
};

Reply::Reply(unsigned version, std::function<void(Response)> deliver)
    : state_(std::make_shared<State>(version, std::move(deliver))) {}

void Reply::send(Response res) const { state_->answer(std::move(res)); }

void Reply::fail(std::exception_ptr error) const { state_->answer(error_response_for(error, state_->version)); }

unsigned Reply::version() const { return state_->version; }

}  // namespace rifa::http
