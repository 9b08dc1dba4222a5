import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Termos e condições',
    content: `# Termos e condições

## 1. O serviço
Modificamos os arquivos da unidade de controle do motor (ECU) que você nos envia, de acordo com os serviços que você pede. Você mesmo lê e grava a ECU, com suas próprias ferramentas, e é responsável pelo veículo e pelo trabalho feito nele.

## 2. Créditos e pagamento
Os serviços são pagos com créditos. Os créditos são descontados quando você envia um pedido e devolvidos se o pedido for cancelado antes de começarmos. Os créditos não expiram e não podem ser trocados por dinheiro.

## 3. Seus arquivos
Guarde uma cópia de cada arquivo original. Os arquivos dos pedidos são excluídos ao fim de cada mês; salve o que você precisar.

## 4. Serviços off-road
Os serviços marcados com "Somente para uso off-road e em competições" alteram sistemas ligados às emissões. Você confirma que o veículo não será usado em vias públicas de uma forma que a lei não permita.

## 5. Responsabilidade
Verificamos cada arquivo antes de devolvê-lo. Não nos responsabilizamos por danos causados pela gravação de um arquivo no veículo errado, por defeitos de hardware ou pelas ferramentas usadas para ler ou gravar a ECU.
`,
  },
  privacy_policy: {
    title: 'Política de privacidade',
    content: `# Política de privacidade

## O que guardamos
Os dados da sua conta (nome, empresa, endereço, e-mail, telefone, número de identificação fiscal), seus pedidos e os arquivos deles, seus chamados e mensagens de chat, e seu histórico de créditos e suas faturas.

## Por quê
Para prestar os serviços que você pede, faturá-los e responder às suas perguntas. Guardamos as faturas pelo prazo que a legislação tributária exige. Os arquivos dos pedidos são excluídos ao fim de cada mês.

## Quem vê
Nossa equipe e o provedor de pagamento que você escolhe ao comprar créditos. Não vendemos seus dados.

## Seus direitos
Você pode ver e corrigir seus dados no seu perfil e pedir que excluamos sua conta e todos os dados dela.
`,
  },
  terms_of_use: {
    title: 'Termos de uso',
    content: `# Termos de uso

Use este portal apenas para os seus próprios negócios conosco. Não compartilhe sua senha; você é responsável pelo que for feito com a sua conta. Não envie arquivos que você não tenha o direito de nos mandar.
`,
  },
  shop_terms: {
    title: 'Termos e condições da loja',
    content: `# Termos e condições da loja

Os preços incluem impostos quando aplicáveis. Os pedidos são enviados pelo método que você escolher no checkout. Produtos sem uso, na embalagem original, podem ser devolvidos em até 14 dias após a entrega; avise-nos antes de enviá-los de volta.
`,
  },
} satisfies LegalTexts;
