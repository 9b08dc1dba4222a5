import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Términos y condiciones',
    content: `# Términos y condiciones

## 1. El servicio
Modificamos los archivos de la unidad de control del motor (ECU) que nos envía según los servicios que pida. Usted lee y escribe la centralita, con sus propias herramientas, y es responsable del vehículo y del trabajo que se haga en él.

## 2. Créditos y pago
Los servicios se pagan con créditos. Los créditos se descuentan cuando envía un pedido y se devuelven si el pedido se cancela antes de que empecemos. Los créditos no caducan y no se pueden canjear por dinero.

## 3. Sus archivos
Guarde una copia de cada archivo original. Los archivos de los pedidos se eliminan al final de cada mes; guarde lo que necesite.

## 4. Servicios todoterreno
Los servicios marcados con «Solo para uso todoterreno y competición» modifican sistemas relacionados con las emisiones. Usted confirma que el vehículo no se usará en la vía pública de una forma que la ley no permita.

## 5. Responsabilidad
Revisamos cada archivo antes de devolverlo. No respondemos de los daños causados por escribir un archivo en el vehículo equivocado, por fallos del hardware o por las herramientas usadas para leer o escribir la centralita.
`,
  },
  privacy_policy: {
    title: 'Política de privacidad',
    content: `# Política de privacidad

## Qué guardamos
Los datos de su cuenta (nombre, empresa, dirección, correo electrónico, teléfono, NIF-IVA), sus pedidos y los archivos de estos, sus tickets y mensajes de chat, y su historial de créditos y sus facturas.

## Para qué
Para prestar los servicios que pide, facturarlos y responder a sus preguntas. Conservamos las facturas durante el tiempo que exige la normativa fiscal. Los archivos de los pedidos se eliminan al final de cada mes.

## Quién los ve
Nuestro personal y el proveedor de pago que elija al comprar créditos. No vendemos sus datos.

## Sus derechos
Puede consultar y corregir sus datos en su perfil, y pedirnos que eliminemos su cuenta y todos sus datos.
`,
  },
  terms_of_use: {
    title: 'Condiciones de uso',
    content: `# Condiciones de uso

Use este portal solo para sus propios negocios con nosotros. No comparta su contraseña; usted es responsable de lo que se haga con su cuenta. No suba archivos que no tenga derecho a enviarnos.
`,
  },
  shop_terms: {
    title: 'Términos y condiciones de la tienda',
    content: `# Términos y condiciones de la tienda

Los precios incluyen el IVA cuando corresponde. Los pedidos se envían con el método que elija al pagar. Los artículos sin usar y en su embalaje original pueden devolverse en los 14 días siguientes a la entrega; avísenos antes de enviarlos de vuelta.
`,
  },
} satisfies LegalTexts;
