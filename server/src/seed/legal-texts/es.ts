import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Términos y condiciones',
    content: `# Términos y condiciones

## 1. El servicio
Modificamos los archivos de la unidad de control del motor (ECU) que nos envías según los servicios que pidas. Tú lees y escribes la centralita, con tus propias herramientas, y eres responsable del vehículo y del trabajo que se haga en él.

## 2. Créditos y pago
Los servicios se pagan con créditos. Los créditos se descuentan cuando envías un pedido y se devuelven si el pedido se cancela antes de que empecemos. Los créditos no caducan y no se pueden canjear por dinero.

## 3. Tus archivos
Guarda una copia de cada archivo original. Los archivos de los pedidos se eliminan al final de cada mes; guarda lo que necesites.

## 4. Servicios todoterreno
Los servicios marcados con «Solo para uso todoterreno y competición» modifican sistemas relacionados con las emisiones. Confirmas que el vehículo no se usará en la vía pública de una forma que la ley no permita.

## 5. Responsabilidad
Revisamos cada archivo antes de devolverlo. No respondemos de los daños causados por escribir un archivo en el vehículo equivocado, por fallos del hardware o por las herramientas usadas para leer o escribir la centralita.
`,
  },
  privacy_policy: {
    title: 'Política de privacidad',
    content: `# Política de privacidad

## Qué guardamos
Los datos de tu cuenta (nombre, empresa, dirección, correo electrónico, teléfono, NIF-IVA), tus pedidos y sus archivos, tus tickets y mensajes de chat, y tu historial de créditos y tus facturas.

## Para qué
Para prestar los servicios que pides, facturarlos y responder a tus preguntas. Conservamos las facturas durante el tiempo que exige la normativa fiscal. Los archivos de los pedidos se eliminan al final de cada mes.

## Quién los ve
Nuestro personal y el proveedor de pago que elijas al comprar créditos. No vendemos tus datos.

## Tus derechos
Puedes consultar y corregir tus datos en tu perfil, y pedirnos que eliminemos tu cuenta y todos sus datos.
`,
  },
  terms_of_use: {
    title: 'Condiciones de uso',
    content: `# Condiciones de uso

Usa este portal solo para tus propios negocios con nosotros. No compartas tu contraseña; eres responsable de lo que se haga con tu cuenta. No subas archivos que no tengas derecho a enviarnos.
`,
  },
  shop_terms: {
    title: 'Términos y condiciones de la tienda',
    content: `# Términos y condiciones de la tienda

Los precios incluyen el IVA cuando corresponde. Los pedidos se envían con el método que elijas al pagar. Los artículos sin usar y en su embalaje original pueden devolverse en los 14 días siguientes a la entrega; avísanos antes de enviarlos de vuelta.
`,
  },
} satisfies LegalTexts;
