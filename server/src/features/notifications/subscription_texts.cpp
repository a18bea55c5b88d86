#include "features/notifications/subscription_texts.hpp"

namespace rifa::features::notifications {

namespace {

nlohmann::json plan_data(const PlanRef& plan) {
  return {{"subscription_id", plan.subscription_id},
          {"plan_id", plan.plan_id},
          {"plan_name", plan.plan_name},
          {"end_date", plan.end_date}};
}

std::string quoted(const PlanRef& plan) { return "«" + plan.plan_name + "»"; }

}  // namespace

std::string date_text(const std::string& rfc3339) {
  if (rfc3339.size() < 10) return rfc3339;
  return rfc3339.substr(8, 2) + "/" + rfc3339.substr(5, 2) + "/" + rfc3339.substr(0, 4);
}

Notice subscription_payment_approved(const std::string& user_id, const PlanRef& plan, const std::string& payment_id) {
  auto data = plan_data(plan);
  data["payment_id"] = payment_id;
  return {
      types::verification_approved,
      user_id,
      "Pago aprobado",
      "Aprobamos tu pago del plan " + quoted(plan) + ". Tu plan está activo hasta el " + date_text(plan.end_date) + ".",
      data,
      true};  // e-mailed like its rejection
}

Notice subscription_payment_rejected(const std::string& user_id, const PlanRef& plan, const std::string& payment_id,
                                     const std::string& notes) {
  auto data = plan_data(plan);
  data["payment_id"] = payment_id;
  std::string message = "Rechazamos tu pago del plan " + quoted(plan);
  message += notes.empty() ? "." : ": «" + notes + "».";
  message += " Revisa los datos y envía el pago de nuevo desde Pago móvil.";
  return {types::verification_rejected, user_id, "Pago rechazado", message, data};
}

Notice subscription_expiring(const std::string& user_id, const PlanRef& plan, bool auto_renew) {
  std::string message = "Tu plan " + quoted(plan) + " vence el " + date_text(plan.end_date) + ".";
  message += auto_renew ? " Al vencer prepararemos su renovación: págala con Pago móvil para no perder sus beneficios."
                        : " No se renovará: al vencer tendrás el plan Gratis.";
  return {types::subscription_expiring, user_id, "Tu plan vence pronto", message, plan_data(plan)};
}

Notice subscription_renewal_due(const std::string& user_id, const PlanRef& plan, const std::string& renewal_id,
                                const std::string& pending_plan_name, const std::string& grace_until) {
  auto data = plan_data(plan);
  data["renewal_id"] = renewal_id;
  data["grace_until"] = grace_until;
  std::string message = "Tu plan " + quoted(plan) + " venció el " + date_text(plan.end_date) + ".";
  message += pending_plan_name == plan.plan_name
                 ? " Preparamos su renovación: págala con Pago móvil antes del " + date_text(grace_until)
                 : " Paga tu suscripción pendiente al plan «" + pending_plan_name + "» con Pago móvil antes del " +
                       date_text(grace_until);
  message += " para no perder sus beneficios; si no, tendrás el plan Gratis.";
  return {types::subscription_expiring, user_id, "Paga la renovación de tu plan", message, data};
}

Notice subscription_expired(const std::string& user_id, const PlanRef& plan) {
  return {types::subscription_expired, user_id, "Tu plan venció",
          "Tu plan " + quoted(plan) +
              " venció y ahora tienes el plan Gratis. Tus rifas siguen publicadas; las nuevas siguen los límites del "
              "plan Gratis. Puedes renovarlo cuando quieras desde Pago móvil.",
          plan_data(plan)};
}

}  // namespace rifa::features::notifications
