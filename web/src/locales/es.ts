/**
 * Every user-facing string of the web app (Spanish). The spec's messages are kept verbatim.
 * Components import `es` and never hard-code text.
 */
export const es = {
  app: {
    name: 'Rifa',
    tagline: 'Rifas claras, números seguros',
  },

  common: {
    loading: 'Cargando…',
    comingSoon: 'Próximamente',
    backHome: 'Volver al inicio',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    signOut: 'Cerrar sesión',
    example: 'Ejemplo ilustrativo',
    or: 'o',
  },

  errors: {
    network: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Intenta nuevamente.',
    invalidResponse: 'El servidor devolvió una respuesta inesperada.',
    routeTitle: 'Algo salió mal',
    routeSubtitle: 'No pudimos mostrar esta página. Recarga para intentarlo de nuevo.',
    reload: 'Recargar',
  },

  notFound: {
    title: 'Página no encontrada',
    subtitle: 'La página que buscas no existe o fue movida.',
  },

  landing: {
    navLabel: 'Navegación del sitio',
    footerNavLabel: 'Enlaces del pie de página',
    heroEyebrow: 'Rifas en línea para Venezuela',
    heroTitle: 'Rifas claras, números seguros',
    heroText:
      'Crea tu rifa, vende tus números y deja que la lotería decida al ganador. Todo desde tu teléfono, sin hojas de cálculo ni capturas perdidas en el chat.',
    ctaRegister: 'Crear cuenta gratis',
    ctaTimeline: 'Ver rifas activas',
    ctaLoginPrefix: '¿Ya tienes cuenta?',
    ctaLogin: 'Inicia sesión',
    ticketCardTitle: 'Rifa de 100 números',
    ticketCardPrize: 'Premio: una moto 0 km',
    ticketCardLottery: 'Decide: Lotería del Zulia',
    ticketCardLegendFree: 'Disponible',
    ticketCardLegendSold: 'Vendido',
    ticketCardLegendWinner: 'Ganador',
    ticketCardWinner: 'Resultado 4.827 → ganador 27',
    howTitle: 'Cómo funciona una rifa',
    howSubtitle: 'Tres pasos, las mismas reglas para todos.',
    steps: [
      {
        title: 'Elige tus números',
        text: 'Abre la rifa, mira qué números siguen libres y aparta los que quieras. Nadie más puede comprar un número que ya es tuyo.',
      },
      {
        title: 'Paga y envía el comprobante',
        text: 'Paga por transferencia o pago móvil a los datos del organizador y envía la captura del comprobante. El organizador verifica el pago y tu ticket queda pagado.',
      },
      {
        title: 'La lotería decide',
        text: 'El número ganador son las últimas 2, 3 o 4 cifras del sorteo de una lotería nacional o regional. Nadie elige al ganador a mano.',
      },
    ],
    lotteriesTitle: 'Loterías que deciden las rifas',
    lotteriesText:
      'Cada rifa indica desde el principio qué sorteo la decide. El tamaño de la rifa define cuántas cifras cuentan:',
    lotteries: [
      'Lotería Nacional',
      'Lotería del Zulia',
      'Lotería de Caracas',
      'Lotería del Táchira',
      'Lotería de Oriente',
    ],
    digitRules: [
      { size: '100 números', range: '00 – 99', rule: 'últimas 2 cifras' },
      { size: '1.000 números', range: '000 – 999', rule: 'últimas 3 cifras' },
      { size: '10.000 números', range: '0000 – 9999', rule: 'últimas 4 cifras' },
    ],
    audienceTitle: 'Hecho para quien compra y para quien organiza',
    audience: [
      {
        title: 'Para participantes',
        text: 'Tus tickets, tus números y el estado de cada pago en un solo lugar, con avisos cuando algo cambia.',
      },
      {
        title: 'Para organizadores',
        text: 'Crea rifas de 100, 1.000 o 10.000 números, recibe comprobantes y marca los pagos verificados con un toque.',
      },
      {
        title: 'Para negocios',
        text: 'Un panel administrativo con cajeros, ventas en taquilla y todos los tickets vendidos de tu negocio.',
      },
    ],
    businessLink: 'Acceso para negocios',
    finalTitle: '¿Listo para tu primera rifa?',
    finalText: 'Crea tu cuenta, publica tu rifa y comparte el enlace con tus compradores.',
    footer: 'Rifa · Rifas decididas por la lotería',
  },

  auth: {
    notAvailable: 'El registro y el inicio de sesión estarán disponibles pronto.',
    notAvailableDetail:
      'Este servidor todavía no tiene las cuentas habilitadas. Tus datos no se enviaron.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tucorreo@ejemplo.com',
    emailRequired: 'Ingresa tu correo electrónico',
    emailInvalid: 'Ingresa un correo electrónico válido',
    passwordLabel: 'Contraseña',
    passwordRequired: 'Ingresa tu contraseña',
    passwordMin: 'La contraseña debe tener al menos 8 caracteres',
    confirmLabel: 'Confirmar contraseña',
    confirmRequired: 'Confirma tu contraseña',
    confirmMismatch: 'Las contraseñas no coinciden',
    nameLabel: 'Nombre',
    namePlaceholder: 'Tu nombre y apellido',
    nameRequired: 'Ingresa tu nombre',
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Entra para ver tus rifas y tus tickets.',
      submit: 'Entrar',
      forgot: '¿Olvidaste tu contraseña?',
      noAccount: '¿No tienes cuenta?',
      toRegister: 'Regístrate',
    },
    register: {
      title: 'Crear cuenta',
      subtitle: 'Participa en rifas o crea la tuya en minutos.',
      submit: 'Crear cuenta',
      hasAccount: '¿Ya tienes cuenta?',
      toLogin: 'Inicia sesión',
    },
    reset: {
      title: 'Recuperar contraseña',
      subtitle: 'Te enviaremos un enlace para crear una contraseña nueva.',
      submit: 'Enviar enlace',
      backToLogin: 'Volver a iniciar sesión',
    },
  },

  nav: {
    timeline: 'Timeline',
    myRaffles: 'Mis Rifas',
    createRaffle: 'Crear Rifa',
    create: 'Crear',
    createAria: 'Crear rifa',
    tickets: 'Tickets',
    profile: 'Perfil',
    notifications: 'Notificaciones',
    notificationsAria: 'Notificaciones',
    notificationsUnreadAria: (count: string) => `Notificaciones (${count} sin leer)`,
    search: 'Buscar rifas',
    mainNav: 'Navegación principal',
    collapseSider: 'Contraer menú',
    expandSider: 'Expandir menú',
    home: 'Inicio de Rifa',
    signedOutHint: 'Inicia sesión para crear rifas y ver tus tickets.',
  },

  pages: {
    home: {
      title: 'Inicio',
      text: 'Aquí verás un resumen de tus rifas, tus tickets y las rifas destacadas.',
    },
    timeline: {
      title: 'Timeline',
      text: 'Aquí verás las rifas públicas activas, las más recientes primero.',
    },
    myRaffles: {
      title: 'Mis Rifas',
      text: 'Aquí aparecerán las rifas que has creado, con su avance de ventas.',
    },
    raffleDetail: {
      title: 'Detalle de la rifa',
      text: 'Aquí verás la descripción de la rifa, sus números disponibles y cómo participar.',
    },
    tickets: {
      title: 'Tickets',
      text: 'Aquí aparecerán los tickets que compres, con sus números y el estado de cada pago.',
    },
    createRaffle: {
      title: 'Crear Rifa',
      text: 'Aquí podrás crear una rifa: título, premio, precio por número, cantidad de números y la lotería que decide al ganador.',
    },
    profile: {
      title: 'Perfil',
      text: 'Aquí podrás ver y editar tu perfil, tus métodos de pago y tu suscripción.',
    },
    mobilePayment: {
      title: 'Pago móvil',
      text: 'Aquí podrás pagar tu suscripción por pago móvil y enviar la captura del comprobante.',
    },
    paymentHistory: {
      title: 'Historial de pagos',
      text: 'Aquí verás los pagos de tu suscripción y el estado de cada uno.',
    },
    notifications: {
      title: 'Notificaciones',
      text: 'Aquí verás los avisos sobre tus rifas, tus tickets y tus pagos.',
    },
    searchRaffles: {
      title: 'Buscar rifas',
      text: 'Aquí podrás buscar rifas públicas activas por título o descripción.',
    },
  },

  business: {
    login: {
      title: 'Acceso Negocios',
      subtitle: 'Panel exclusivo para empresas',
      submit: 'Ingresar',
      submitting: 'Ingresando...',
      emailRequired: 'Ingresa tu correo electrónico',
      passwordRequired: 'Ingresa tu contraseña',
      backToSite: 'Volver a Rifa',
    },
    errors: {
      badCredentials: 'Credenciales incorrectas.',
      unexpected: 'Error durante el inicio de sesión. Intenta nuevamente.',
      session: 'Error al cargar la sesión de usuario.',
      profile: 'Error al cargar el perfil de usuario.',
      inactiveBusiness: 'El negocio asociado no tiene membresía activa.',
      notAllowed:
        'Solo usuarios business con membresía activa o cajeros autorizados pueden acceder.',
    },
    access: {
      checking: 'Verificando acceso…',
      deniedTitle: 'Acceso denegado',
      backToLogin: 'Volver a Acceso Negocios',
    },
    layout: {
      title: 'Rifa Backoffice',
      subtitle: 'Panel Administrativo',
      menuRaffles: 'Rifas',
      menuTickets: 'Tickets Vendidos',
      menuCashiers: 'Cajeros',
      menuSettings: 'Configuración',
      menuAdmin: 'Administración',
      userMenuProfile: 'Mi Perfil',
      userMenuSettings: 'Configuración',
      userMenuSignOut: 'Cerrar Sesión',
      userMenuAria: 'Menú de usuario',
      menuAria: 'Menú del panel',
      openMenu: 'Abrir menú',
    },
    roles: {
      business: 'Administrador',
      cashier: 'Cajero',
      superAdmin: 'Super Administrador',
      other: 'Usuario',
    },
    pages: {
      raffles: {
        title: 'Rifas',
        text: 'Aquí verás y gestionarás las rifas de tu negocio, con su avance de ventas.',
      },
      tickets: {
        title: 'Tickets Vendidos',
        text: 'Aquí verás los tickets vendidos en línea y en taquilla, con el estado de cada pago.',
      },
      cashiers: {
        title: 'Cajeros',
        text: 'Aquí podrás agregar y administrar los cajeros de tu negocio.',
      },
      settings: {
        title: 'Configuración',
        text: 'Aquí podrás ajustar los datos de tu negocio.',
      },
      admin: {
        title: 'Panel de administración',
        text: 'Aquí podrás aprobar o rechazar los pagos móviles de suscripciones y editar la configuración de pago móvil.',
      },
      cashierTickets: {
        title: 'Tickets del cajero',
        text: 'Aquí verás los tickets vendidos por este cajero.',
      },
    },
  },

  testAntd: {
    title: 'Prueba de componentes',
    subtitle: 'Los componentes de Ant Design con el tema de Rifa.',
    buttons: 'Botones',
    primary: 'Principal',
    default: 'Normal',
    dashed: 'Discontinuo',
    text: 'Texto',
    link: 'Enlace',
    danger: 'Peligro',
    loading: 'Cargando',
    disabled: 'Deshabilitado',
    inputs: 'Campos',
    inputPlaceholder: 'Escribe algo',
    selectPlaceholder: 'Elige una lotería',
    datePlaceholder: 'Fecha del sorteo',
    cardTitle: 'Tarjeta',
    cardText: 'Contenido de una tarjeta con el radio y la sombra del tema.',
    tags: 'Etiquetas y estados',
    tagActive: 'Activa',
    tagWaiting: 'En espera',
    tagCompleted: 'Finalizada',
    tagCancelled: 'Cancelada',
    badge: 'Notificaciones',
    progress: 'Progreso',
    alertInfo: 'Un aviso informativo.',
    alertSuccess: 'Pago verificado.',
    alertWarning: 'Quedan pocos números.',
    alertError: 'Algunos números ya no están disponibles',
    modalOpen: 'Abrir modal',
    modalTitle: 'Modal de ejemplo',
    modalText: 'Así se ve un modal con el tema de Rifa.',
    table: 'Tabla',
    colNumber: 'Número',
    colBuyer: 'Comprador',
    colStatus: 'Estado',
    rowBuyers: ['Comprador A', 'Comprador B', 'Comprador C'],
    statusPending: 'Pendiente',
    statusPaid: 'Pagado',
    statusCancelled: 'Cancelado',
    tabs: 'Pestañas',
    tabOne: 'Activas',
    tabTwo: 'Finalizadas',
    tabOneText: 'Contenido de la primera pestaña.',
    tabTwoText: 'Contenido de la segunda pestaña.',
    steps: 'Pasos',
    switchLabel: 'Interruptor',
    sliderLabel: 'Deslizador',
  },
} as const;

export type Messages = typeof es;
