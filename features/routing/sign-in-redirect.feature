Feature: The sign-in redirect only leads to a page of this portal
  After signing in, the redirect query is honoured when it is a path of this app; anything else
  (other hosts, schemes, backslashes, encoded variants, sign-in itself) lands on the wallet.

  Scenario Outline: Signing in with the redirect <redirect>
    Given a customer from Sweden
    And I open the sign-in page with the redirect "<redirect>"
    When I sign in with my e-mail and password
    Then I am on "<landing>"

    Examples: Paths of this portal are honoured
      | redirect                    | landing                     |
      | /transfers                  | /transfers                  |
      | /transfers/ABC123?tab=items | /transfers/ABC123?tab=items |
      | /send-money/quote           | /send-money/quote           |

    Examples: Anything else lands on the wallet
      | redirect             | landing |
      | //evil.example       | /wallet |
      | /\evil.example       | /wallet |
      | javascript:alert(1)  | /wallet |
      | https://evil.example | /wallet |
      | %2F%2Fevil.example   | /wallet |
      | /%5Cevil.example     | /wallet |
      | /%2F%2Fevil.example  | /wallet |
      | /sign-in             | /wallet |
      | /sign-in?redirect=%2Ftransfers | /wallet |
