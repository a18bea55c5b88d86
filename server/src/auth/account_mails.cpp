#include "auth/account_mails.hpp"

namespace rifa::auth {

namespace {
constexpr const char* kSignature = "\n— El equipo de Rifa\n";
}  // namespace

Mail welcome_mail(const std::string& to, const std::string& name, const std::string& site_url) {
  const std::string greeting = name.empty() ? "Hola," : "Hola, " + name + ":";
  return {to, "Bienvenido a Rifa",
          greeting + "\n\nTu cuenta de Rifa está lista. Ya puedes comprar números y crear tus propias rifas:\n\n" +
              site_url + "/app\n\nSi no creaste esta cuenta, responde a este correo y la revisaremos.\n" + kSignature};
}

Mail email_change_mail(const std::string& new_email, const std::string& link) {
  return {new_email, "Confirma tu nuevo correo en Rifa",
          "Hola,\n\nPediste usar esta dirección en tu cuenta de Rifa. Abre este enlace para confirmarla (vence en 24 "
          "horas y sirve una sola vez):\n\n" +
              link + "\n\nSi no fuiste tú, ignora este mensaje: tu cuenta no cambiará.\n" + kSignature};
}

Mail email_change_notice(const std::string& old_email, const std::string& new_email) {
  return {old_email, "Cambio de correo en tu cuenta de Rifa",
          "Hola,\n\nSe pidió cambiar el correo de tu cuenta de Rifa a " + new_email +
              ". El cambio se hará cuando esa dirección lo confirme.\n\nSi no fuiste tú, cambia tu contraseña "
              "cuanto antes.\n" +
              kSignature};
}

}  // namespace rifa::auth
