#pragma once

#include <nlohmann/json.hpp>

#include "features/payments/payments.hpp"

namespace rifa::features::payments {

// The payments feature's serialisers, one per type, as the contract names them.
nlohmann::json to_json(const DuplicateFlag& flag);
// PaymentPart (a report's place among its ticket's parts).
nlohmann::json to_json(const PartContext& part);
// PaymentBalance.
nlohmann::json to_json(const Balance& balance);
// TicketRefund (money returned to a ticket's buyer).
nlohmann::json to_json(const Refund& refund);
// TicketPayments: {"data": [PaymentDetail...], "balance": PaymentBalance, "refunds": [TicketRefund...]}.
nlohmann::json to_json(const TicketPayments& payments);
// PaymentDetail.
nlohmann::json to_json(const PaymentDetail& detail);
// RefundDueList: {"data": [{"ticket", "raffle", "to_return", "to_return_bs"}...], "count": n}.
nlohmann::json to_json(const DueRefunds& due);
// A PaymentDetail with its `ticket` and the ticket's `raffle`.
nlohmann::json to_json(const PendingReport& report);
// {"data": [...], "count": n, "has_raffles": bool}.
nlohmann::json to_json(const PendingPage& page);
// UploadedFile.
nlohmann::json to_json(const UploadedProof& file);

}  // namespace rifa::features::payments
