import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Termos e condições',
    content: `# Termos e condições

## 1. O serviço
Modificamos os ficheiros da unidade de controlo do motor (ECU) que nos envia, de acordo com os serviços que encomenda. A leitura e a escrita da centralina são feitas por si, com as suas próprias ferramentas, e é responsável pelo veículo e pelo trabalho nele realizado.

## 2. Créditos e pagamento
Os serviços são pagos em créditos. Os créditos são descontados quando envia uma encomenda e devolvidos se a encomenda for cancelada antes de começarmos. Os créditos não expiram e não podem ser trocados por dinheiro.

## 3. Os seus ficheiros
Guarde uma cópia de cada ficheiro original. Os ficheiros das encomendas são eliminados no fim de cada mês; guarde o que precisar.

## 4. Serviços fora de estrada
Os serviços assinalados com «Apenas para uso fora de estrada e em desporto motorizado» alteram sistemas relacionados com as emissões. Confirma que o veículo não será utilizado na via pública de uma forma que a lei não permita.

## 5. Responsabilidade
Verificamos cada ficheiro antes de o devolver. Não somos responsáveis por danos causados pela escrita de um ficheiro no veículo errado, por avarias de hardware ou pelas ferramentas usadas para ler ou escrever a centralina.
`,
  },
  privacy_policy: {
    title: 'Política de privacidade',
    content: `# Política de privacidade

## O que guardamos
Os dados da sua conta (nome, empresa, morada, e-mail, telefone, NIF), as suas encomendas e os respetivos ficheiros, os seus pedidos de suporte e mensagens de chat, e o seu histórico de créditos e faturas.

## Porquê
Para prestar os serviços que encomenda, faturá-los e responder às suas perguntas. Guardamos as faturas durante o tempo exigido pela legislação fiscal. Os ficheiros das encomendas são eliminados no fim de cada mês.

## Quem os vê
A nossa equipa e o prestador de pagamentos que escolher ao comprar créditos. Não vendemos os seus dados.

## Os seus direitos
Pode consultar e corrigir os seus dados no seu perfil, e pedir-nos que eliminemos a sua conta e todos os respetivos dados.
`,
  },
  terms_of_use: {
    title: 'Termos de utilização',
    content: `# Termos de utilização

Utilize este portal apenas para os seus próprios negócios connosco. Não partilhe a sua palavra-passe; é responsável pelo que for feito com a sua conta. Não carregue ficheiros que não tenha o direito de nos enviar.
`,
  },
  shop_terms: {
    title: 'Termos e condições da loja',
    content: `# Termos e condições da loja

Os preços incluem IVA quando aplicável. As encomendas são enviadas pelo método que escolher no checkout. Os artigos não utilizados, na embalagem original, podem ser devolvidos no prazo de 14 dias após a entrega; avise-nos antes de os devolver.
`,
  },
} satisfies LegalTexts;
