#pragma once

#include <cstddef>

namespace rifa::metrics {

// rifa_realtime_connections (gauge: WebSockets open on this instance) and
// rifa_realtime_events_sent_total (counter: event messages handed to sockets, one per socket).
void websocket_opened();
void websocket_closed();
void events_sent(std::size_t messages);

}  // namespace rifa::metrics
