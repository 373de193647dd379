Feature: Every OAuth error of the sign-in flows has its own text, on its field or in the dialog
  On the field when the property path names one (the code, the e-mail or phone), else the error
  dialog with the error code. Driven by the sandbox's failure control (the next call of a path).

  Scenario Outline: <type> on <step>
    Given a customer from Sweden
    And the back office answers <status> <type> on "<step>" for the field "<property>"
    When I try to sign in with a code by <channel>
    Then the <where>
    And the error "<type>" has its own text in every language

    Examples:
      | type                           | status | step                     | property | channel                              | where                                                                  |
      | SMSDDOS                        | 429    | sending the SMS code     |          | sms                                  | code sign-in shows the error dialog "SMSDDOS" with an error code        |
      | SendLimit                      | 429    | sending the SMS code     |          | sms                                  | code sign-in shows the error dialog "SendLimit" with an error code      |
      | MobileNotDefined               | 400    | sending the SMS code     | phone    | sms                                  | field "value" of the code sign-in shows the error "MobileNotDefined"    |
      | InvalidPhone                   | 400    | the commit               | phone    | sms                                  | field "value" of the code sign-in shows the error "InvalidPhone"        |
      | SMSNotSentReset                | 400    | sending the SMS code     |          | sms                                  | code sign-in shows the error dialog "SMSNotSentReset" with an error code |
      | CodeMismatch                   | 400    | checking the SMS code    | code     | sms                                  | field "code" of the code sign-in shows the error "CodeMismatch"         |
      | AttemptLimit                   | 429    | checking the SMS code    | code     | sms                                  | field "code" of the code sign-in shows the error "AttemptLimit"         |
      | SMSNotSentCheck                | 400    | checking the SMS code    | code     | sms                                  | field "code" of the code sign-in shows the error "SMSNotSentCheck"      |
      | CodeNotDefined                 | 400    | checking the SMS code    |          | sms                                  | code sign-in shows the error dialog "CodeNotDefined" with an error code |
      | InvalidEmail                   | 400    | the commit               | email    | email                                | field "value" of the code sign-in shows the error "InvalidEmail"        |
      | AppCheckExpiredToken           | 400    | the token                |          | email                                | code sign-in shows the error dialog "AppCheckExpiredToken" with an error code |
      | InvalidCountry                 | 400    | the token                | country  | email                                | code sign-in shows the error dialog "InvalidCountry" with an error code |
      | CountryNotDefined              | 400    | the token                |          | email                                | code sign-in shows the error dialog "CountryNotDefined" with an error code |
      | SSNNotDefined                  | 400    | the commit               |          | email                                | code sign-in shows the error dialog "SSNNotDefined" with an error code  |
      | BankIdResetDDOS                | 429    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "BankIdResetDDOS" with an error code |
      | AccountAlreadyExists           | 409    | the commit               |          | email                                | code sign-in shows the error dialog "AccountAlreadyExists" with an error code |
      | EmailDDOS                      | 429    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "EmailDDOS" with an error code      |
      | EmailSendLimit                 | 429    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "EmailSendLimit" with an error code |
      | EmailSendExist                 | 400    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "EmailSendExist" with an error code |
      | EmailSendDDOS                  | 429    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "EmailSendDDOS" with an error code  |
      | EmailCheckLimit                | 429    | checking the e-mail code | code     | email                                | field "code" of the code sign-in shows the error "EmailCheckLimit"      |
      | EmailCheckDDOS                 | 429    | checking the e-mail code | code     | email                                | field "code" of the code sign-in shows the error "EmailCheckDDOS"       |
      | EmailResetDDOS                 | 429    | sending the e-mail code  |          | email                                | code sign-in shows the error dialog "EmailResetDDOS" with an error code |
      | EmailNotDefined                | 400    | sending the e-mail code  | email    | email                                | field "value" of the code sign-in shows the error "EmailNotDefined"     |
      | CustomerAlreadyExists          | 409    | the commit               | email    | email                                | code sign-in shows the error "CustomerAlreadyExists" above the form     |
      | InvalidInformation             | 400    | the commit               |          | email                                | code sign-in shows the error dialog "InvalidInformation" with an error code |
      | CantProceedWithProvidedDetails | 400    | the flush                |          | email                                | code sign-in shows the error dialog "CantProceedWithProvidedDetails" with an error code |
      | ValueNotBeBlank                | 400    | checking the e-mail code | code     | email                                | field "code" of the code sign-in shows the error "ValueNotBeBlank"      |
