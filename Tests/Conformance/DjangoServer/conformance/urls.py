from django.urls import path
from drf_spectacular.views import SpectacularAPIView

from . import views

urlpatterns = [
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/books/", views.BookList.as_view()),
    path("api/books/<uuid:book_id>/", views.BookDetail.as_view()),
    path("api/echo/<slug:slug>/", views.EchoParameters.as_view()),
    path("api/uploads/", views.Uploads.as_view()),
    path("api/subscriptions/", views.Subscriptions.as_view()),
    path("api/whoami/bearer/", views.WhoamiBearer.as_view()),
    path("api/whoami/basic/", views.WhoamiBasic.as_view()),
    path("api/whoami/key/", views.WhoamiKey.as_view()),
    path("api/reset/", views.Reset.as_view()),
]
