Feature: Paying a transfer by wallet balance, local bank transfer or instant bank payment
  The pay step renders the chosen method's panel (src/shared/payment/payment-panel.ts); the panel
  pays once per intent and tells the pay step where it ended: successful, pending or failed (issue
  8; spec 02 sections 2, 4, 7 and 8; spec 01 section 2 for the provider callbacks). The wallet says
  "Insufficient wallet balance" before paying, not after; a local bank transfer is a created state
  with the bank details and the reference to quote, also as a QR code; an instant bank payment goes
  to Trustly's payment page on the vendor origin (the url of its Deposit call) and comes back through
  /trustly-callback, the Deposit's SuccessURL or FailURL. In Canada the
  instant bank payment is Interac e-Transfer (Apaylo): the customer sends an e-Transfer from their
  own online banking to the company's e-mail with the reference in the message, and the transfer
  waits (pending) until the money arrives.

  Rule: A customer from Sweden pays 1015.00 SEK for a transfer of 1000.00 SEK

    Background:
      Given a customer from Sweden
      And I am signed in
      And I open the amount step of sending money
      And I type "1000" in "You send"
      And I continue
      And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"

    Scenario: the wallet holds the total: its balance, the total, and Pay
      When I choose to pay by "wallet balance"
      Then the wallet panel shows my balance "12540.50 SEK" and the total "1015.00 SEK"
      When I press the panel's Pay button
      Then the pay step shows the "successful" result
      And the back office holds exactly 1 transfer and 1 charge for me
      And my wallet was charged "1015.00 SEK" once

    Scenario: the wallet holds too little: said before paying, and no Pay
      Given my wallet holds "500.00 SEK"
      When I choose to pay by "wallet balance"
      Then the wallet panel says "Insufficient wallet balance", "515.00 SEK" short, and offers no Pay
      When I press the panel's Pay button
      Then nothing was asked to be paid
      And the pay step shows no result
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario: the balance changed meanwhile: the refusal is shown and nothing is charged
      When I choose to pay by "wallet balance"
      And my wallet is spent down to "100.00 SEK" elsewhere
      And I press the panel's Pay button
      Then the wallet panel says my balance changed and nothing was charged
      And the wallet panel shows my balance "100.00 SEK" and the total "1015.00 SEK"
      And the wallet panel offers no Pay
      And the pay step shows no result
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario: a local bank transfer: the created state with the bank details and the reference to quote
      When I choose to pay by "local bank transfer"
      And I press the panel's Pay button
      Then the bank details to pay into are:
        | field        | shown                         | copied                     |
        | Account name | Remit Sandbox Client Funds    | Remit Sandbox Client Funds |
        | IBAN         | SE45 5000 0000 0583 9825 7466 | SE4550000000058398257466   |
        | BIC/SWIFT    | ESSESESS                      | ESSESESS                   |
        | Amount       | 1015.00 SEK                   | 1015.00                    |
        | Reference    | <my transfer>                 | <my transfer>              |
      And the pay step shows no result
      When I say I have paid
      Then the pay step shows the "pending" result
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario: pressing Pay again after a reload gives the same bank details and reference
      When I choose to pay by "local bank transfer"
      And I press the panel's Pay button
      And I reload the portal
      And I choose to pay by "local bank transfer"
      And I press the panel's Pay button
      Then the reference to quote is still my transfer's reference
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario: the QR code payment dialog of a payment in Swedish kronor holds the details as text
      When I choose to pay by "local bank transfer"
      And I press the panel's Pay button
      And I open the QR code payment dialog
      Then the QR code holds the payment details as text:
        """
        Account name: Remit Sandbox Client Funds
        IBAN: SE4550000000058398257466
        BIC/SWIFT: ESSESESS
        Amount: 1015.00 SEK
        Reference: <my transfer>
        """

    Scenario: an instant bank payment approved at the bank: back through /trustly-callback to the successful result
      When I choose to pay by "instant bank payment"
      And I press the panel's Pay button
      Then the panel takes me to Trustly’s payment page on the vendor origin, whose order returns to "/trustly-callback"
      And the pay step shows no result
      When I choose "Nordic Demo Bank" and approve the payment at the bank
      Then the bank sends me back to the portal's "/trustly-callback" with the status "success"
      When the portal opens the address the bank sent me back to
      Then I am on the pay step of my transfer with "result=successful"
      And my details from the bank are kept to prefill: "Amina Warsame, Drottninggatan 12, 111 51 Stockholm"
      And the back office holds exactly 1 transfer and 1 charge for me

    Scenario: an instant bank payment cancelled at the bank: back to the pay step to try again
      When I choose to pay by "instant bank payment"
      And I press the panel's Pay button
      And I cancel the payment at the bank
      Then the bank sends me back to the portal's "/trustly-callback" with the status "fail"
      When the portal opens the address the bank sent me back to
      Then I am on the pay step of my transfer with "error=BankAuthorizationFailed"
      And the pay step's message is "Bank authorisation failed": "Your bank couldn’t authorise the payment. Please try again."
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario: the bank link's callback needs its status, provider and route name (else sign-in, which sends a signed-in customer home)
      When I choose to pay by "instant bank payment"
      And I press the panel's Pay button
      And I reload the portal
      And I open "/trustly-callback?status=success&provider=trustly"
      Then I am on "/wallet"
      And the back office holds exactly 1 transfer and 0 charges for me

    Scenario Outline: the payment provider's return pages claim nothing: the pay step asks the back office
      Anyone can type /nets-success: the address only says that the customer came back, the back
      office says how the payment went.
      When I choose to pay by "local bank transfer"
      And the payment provider sends me to "<page>"
      Then the provider's page leads to the pay step of my transfer with "check=payment"

      Examples:
        | page          |
        | /nets-success |
        | /nets-fail    |

  Rule: A bank transfer in euro is an EPC069-12 QR code
    A banking app scans a SEPA credit transfer from an EPC069-12 ("BCD") QR code: service tag,
    version, character set, identification, BIC, name, IBAN, amount in euro, and the transfer's
    reference as the remittance text.

    Scenario: a customer from Belgium pays by local bank transfer and scans the EPC QR code
      Given a customer from Belgium
      And I am signed in
      And I open the amount step of sending money
      And I type "100" in "You send"
      And I continue
      And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"
      When I choose to pay by "local bank transfer"
      And I press the panel's Pay button
      And I open the QR code payment dialog
      Then the QR code holds the EPC payment:
        """
        BCD
        002
        1
        SCT
        ESSESESS
        Remit Sandbox Client Funds
        SE4550000000058398257466
        EUR<my total>


        <my transfer>
        """

  Rule: The methods offered are the back office's answer, by the customer's country
    The transaction options' payment_types, in their order, the disabled ones left out (the
    sandbox answers from its one table, src/sandbox/world/payment-types.ts); the portal keeps no
    table of its own. An instant bank payment is named by the vendor offered: Trustly's is "Instant
    bank payment", Apaylo's "Interac e-Transfer".

    Scenario Outline: a customer from <country> is offered <methods>
      Given a customer from <country>
      And I am signed in
      And I open the amount step of sending money
      And I type "200" in "You send"
      And I continue
      Then the payment methods offered are "<methods>"

      Examples:
        | country            | methods                                                    |
        | Sweden             | Card, Wallet balance, Bank transfer, Instant bank payment  |
        | Switzerland        | Card, Wallet balance, Bank transfer, Instant bank payment  |
        | Croatia            | Card, Wallet balance, Bank transfer, Instant bank payment  |
        | the United Kingdom | Card, Wallet balance, Bank transfer                        |
        | the United States  | Card, Wallet balance                                       |
        | Canada             | Card, Wallet balance, Interac e-Transfer                   |

  Rule: A customer from Canada pays by card, wallet balance or Interac e-Transfer
    Interac e-Transfer as Canadian remittance firms run it: an e-Transfer from the customer's own
    online banking to the company's payment e-mail, the transfer's reference in the message;
    auto-deposit is on, so there is no security question. The request lapses after 48 hours.

    Background:
      Given a customer from Canada
      And I am signed in
      And I open the amount step of sending money
      And I type "100" in "You send"
      And I continue
      And I open the You step of sending money
      And I confirm my details
      And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"

    Scenario: the methods offered are card, wallet balance and Interac e-Transfer, no bank transfer
      Then the payment methods offered are "Card, Wallet balance, Interac e-Transfer"

    Scenario: paying by Interac e-Transfer: the e-mail, the amount and the reference to send, pending until the money arrives, then paid
      When I choose to pay by "Interac e-Transfer"
      And I press the panel's Pay button
      Then the e-Transfer to send is:
        | field          | shown                          | copied                         |
        | E-mail         | payments@remit-ca.sandbox.test | payments@remit-ca.sandbox.test |
        | Recipient name | Remit Sandbox Canada Inc.      | Remit Sandbox Canada Inc.      |
        | Amount         | <my total> CAD                 | <my total>                     |
        | Message        | <my transfer>                  | <my transfer>                  |
      And the e-Transfer must be sent within 48 hours
      And the back office was asked to pay by "apaylo"
      And the pay step shows no result
      When I say I have sent the e-Transfer
      Then the pay step shows the "pending" result
      And my payment is still waiting for the money
      And the back office holds exactly 1 transfer and 0 charges for me
      When the sandbox says the money of my transfer arrived
      Then my payment is approved and my transfer is paid
      And the back office holds exactly 1 transfer and 1 charge for me

    Scenario: pressing Pay again after a reload gives the same e-Transfer details
      When I choose to pay by "Interac e-Transfer"
      And I press the panel's Pay button
      And I reload the portal
      And I choose to pay by "Interac e-Transfer"
      And I press the panel's Pay button
      Then the e-Transfer's message is still my transfer's reference
      And the back office holds exactly 1 transfer and 0 charges for me
